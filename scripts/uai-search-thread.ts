/** The UAI engine's search thread: it owns the Searcher, so the input thread stays free to read `stop`. */
import { parentPort, workerData } from 'node:worker_threads';
import { Searcher, warmBoard, warmEveryKind, WARM_BOARD_COUNT } from '../src/ai/index.ts';
import { startedLate } from '../src/ai/clock.ts';
import { UAI_RULES, type UaiSearchJob } from '../src/ai/uai.ts';
import { widenInlining } from './engine-flags.ts';
import type { SearchInfo, SearchResult } from '../src/ai/types.ts';

/** What the input thread hands over when it starts this thread. */
export interface SearchThreadData {
  /** One Int32: the search stops soon after it becomes non-zero. */
  readonly stop: SharedArrayBuffer;
  readonly hashMb: number;
}

export type ToSearchThread =
  /** `readAt`: when the input thread read the `go` (Date.now()), from which the time budgets count. */
  | { readonly kind: 'search'; readonly job: UaiSearchJob; readonly readAt: number }
  | { readonly kind: 'hash'; readonly megabytes: number }
  | { readonly kind: 'clear' };

export type FromSearchThread =
  | { readonly kind: 'info'; readonly id: number; readonly info: SearchInfo }
  | { readonly kind: 'done'; readonly id: number; readonly result: SearchResult }
  /** The warm-up is over (or gave way to a search): `isready` may be answered. */
  | { readonly kind: 'warm' };

/**
 * The warm-up: one search of this many nodes on each warm-up board (about 0.4 s in all, before
 * `readyok`), a board at a time so that a `go` that comes meanwhile waits for one board at most.
 */
const WARM_BOARD_NODES = 60_000;

export function runSearchThread(): void {
  const port = parentPort;
  if (!port) throw new Error('uai-search-thread: must run as a worker thread');
  widenInlining();
  const { stop, hashMb } = workerData as SearchThreadData;
  const flag = new Int32Array(stop);
  const searcher = new Searcher({ hashMb });
  const send = (message: FromSearchThread) => port.postMessage(message);

  let warm = false;
  const warmed = (): void => {
    if (!warm) send({ kind: 'warm' });
    warm = true;
  };
  port.on('message', (message: ToSearchThread) => {
    if (message.kind === 'hash') searcher.resize(message.megabytes);
    else if (message.kind === 'clear') searcher.clear();
    else {
      warmed();
      const { id, position } = message.job;
      // The budgets count from the `go`: time spent before this point (a warm-up search, clearing the
      // table) comes off them.
      const limits = startedLate(message.job.limits, Date.now() - message.readAt);
      const result = searcher.search(position, UAI_RULES, { ...limits, stop: flag }, (info) =>
        send({ kind: 'info', id, info }),
      );
      send({ kind: 'done', id, result });
    }
  });
  // Compile the hot paths before the first `go` (on a throwaway Searcher: this one's table is untouched),
  // a board at a time so that a command that arrives meanwhile is handled after the current board; once a
  // search has run, the engine is warm enough.
  void (async () => {
    warmEveryKind();
    for (let index = 0; index < WARM_BOARD_COUNT && !warm; index++) {
      warmBoard(index, WARM_BOARD_NODES);
      await new Promise((resolve) => setImmediate(resolve));
    }
    warmed();
  })();
}
