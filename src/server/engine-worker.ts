/**
 * One of the engine pool's worker threads: it answers `SearchOrder`s with the engine's move text (the
 * engine of the order's game, from ai's engine registry), or, for a world record's game, the first
 * computer move the engine would not have made, one at a time, so a search never blocks the club's
 * rooms. Started by `EnginePool` with tsx's loader, since the engine is TypeScript (see
 * `engine-pool.ts`); it imports the pool's `setup` modules (games and engines of the tests and the test
 * build) before its first answer.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { thinkAbout, warmEngines } from '../ai/engines';
import { wrongComputerMove } from '../ai/record-check';
import type { EngineWorkerData, SearchAnswer, SearchOrder } from './engine-pool';

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs as a worker thread of the engine pool');
const { setup = [] } = (workerData ?? {}) as Partial<EngineWorkerData>;

const ready = (async () => {
  for (const module of setup) await import(module);
  // The first computer move should not pay for a cold engine: compile its hot paths before any order.
  warmEngines();
})();
// The pool runs a job's limit from here: loading and warming up is not a search that hangs.
void ready.then(
  () => port.postMessage({ ready: true } satisfies SearchAnswer),
  () => port.postMessage({ ready: true } satisfies SearchAnswer),
);

port.on('message', (order: SearchOrder) => {
  void ready.then(
    () => port.postMessage(answerTo(order)),
    (failure: unknown) =>
      port.postMessage({ id: order.id, error: `the worker's setup failed: ${describe(failure)}` }),
  );
});

function answerTo(order: SearchOrder): SearchAnswer {
  try {
    if ('replay' in order) return { id: order.id, wrong: wrongComputerMove(order.replay) };
    const thought = thinkAbout(order.request);
    return thought.ok ? { id: order.id, move: thought.value.move } : { id: order.id, error: thought.error };
  } catch (failure) {
    return { id: order.id, error: describe(failure) };
  }
}

const describe = (failure: unknown): string => (failure instanceof Error ? failure.message : String(failure));
