/** The UAI engine's search thread: it owns the Searcher, so the input thread stays free to read `stop`. */
import { parentPort, workerData } from 'node:worker_threads';
import { Searcher, warmEngine } from '../src/ai/index.ts';
import { UAI_RULES, type UaiSearchJob } from '../src/ai/uai.ts';
import type { SearchInfo, SearchResult } from '../src/ai/types.ts';

/** What the input thread hands over when it starts this thread. */
export interface SearchThreadData {
  /** One Int32: the search stops soon after it becomes non-zero. */
  readonly stop: SharedArrayBuffer;
  readonly hashMb: number;
}

export type ToSearchThread =
  | { readonly kind: 'search'; readonly job: UaiSearchJob }
  | { readonly kind: 'hash'; readonly megabytes: number }
  | { readonly kind: 'clear' };

export type FromSearchThread =
  | { readonly kind: 'info'; readonly id: number; readonly info: SearchInfo }
  | { readonly kind: 'done'; readonly id: number; readonly result: SearchResult };

export function runSearchThread(): void {
  const port = parentPort;
  if (!port) throw new Error('uai-search-thread: must run as a worker thread');
  const { stop, hashMb } = workerData as SearchThreadData;
  const flag = new Int32Array(stop);
  const searcher = new Searcher({ hashMb });
  const send = (message: FromSearchThread) => port.postMessage(message);

  port.on('message', (message: ToSearchThread) => {
    if (message.kind === 'hash') searcher.resize(message.megabytes);
    else if (message.kind === 'clear') searcher.clear();
    else {
      const { id, position, limits } = message.job;
      const result = searcher.search(position, UAI_RULES, { ...limits, stop: flag }, (info) =>
        send({ kind: 'info', id, info }),
      );
      send({ kind: 'done', id, result });
    }
  });
  // Compile the hot paths before the first `go` (on a throwaway Searcher: this one's table is untouched);
  // a command that arrives meanwhile is handled as soon as the warm-up ends.
  warmEngine();
}
