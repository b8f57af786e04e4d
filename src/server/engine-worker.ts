/**
 * One of the engine pool's worker threads: it answers `SearchOrder`s with the engine's move (or, for a
 * world record's game, the first computer move the engine would not have made), one at a time, so a search never blocks the club's rooms. Started by `EnginePool` with tsx's loader, since the
 * engine is TypeScript (see `engine-pool.ts`).
 */
import { parentPort } from 'node:worker_threads';
import { chooseMove, warmEngine } from '../ai';
import { wrongComputerMove } from '../ai/record-check';
import type { SearchOrder, SearchAnswer } from './engine-pool';

const port = parentPort;
if (!port) throw new Error('engine-worker.ts runs as a worker thread of the engine pool');
// The first computer move should not pay for a cold engine: compile its hot paths before any order.
warmEngine();

port.on('message', (order: SearchOrder) => {
  let answer: SearchAnswer;
  try {
    answer =
      'replay' in order
        ? { id: order.id, wrong: wrongComputerMove(order.replay) }
        : { id: order.id, move: chooseMove(order.request).move };
  } catch (failure) {
    answer = { id: order.id, error: failure instanceof Error ? failure.message : String(failure) };
  }
  port.postMessage(answer);
});
