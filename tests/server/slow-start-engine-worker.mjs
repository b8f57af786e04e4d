// A stand-in for an engine worker on a loaded machine: it takes 1.5 s to load and warm up, holding the
// orders that came meanwhile, then answers each search at once with its seed (as move text).
import { parentPort } from 'node:worker_threads';

const ready = new Promise((done) => setTimeout(done, 1_500));
void ready.then(() => parentPort.postMessage({ ready: true }));
parentPort.on('message', (order) => {
  void ready.then(() => parentPort.postMessage({ id: order.id, move: String(order.request.seed) }));
});
