// A stand-in for the engine worker in the pool's tests: it answers a search with its seed after
// `strength` milliseconds (as move text), dies at seed 666 on a first attempt, and dies at seed 777 every time.
import { parentPort } from 'node:worker_threads';

// Ready at once, as the real worker says once its engines are warm.
parentPort.postMessage({ ready: true });

parentPort.on('message', (order) => {
  const { seed, strength } = order.request;
  if (seed === 777 || (seed === 666 && order.attempt === 0)) process.exit(3);
  setTimeout(() => parentPort.postMessage({ id: order.id, move: String(seed) }), strength);
});
