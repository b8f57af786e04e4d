import type { ThinkWorker, ThinkWorkerEvents } from './OpponentClient';

/**
 * Starts the real opponent worker. The `new Worker(new URL(...))` expression must stay literal for Vite
 * to find and bundle the worker.
 */
export function spawnThinkWorker(events: ThinkWorkerEvents): ThinkWorker {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<unknown>) => events.reply(event.data);
  worker.onerror = (event: ErrorEvent) => {
    // Handled here: the client falls back and recreates the worker, so keep it off the console as uncaught.
    event.preventDefault();
    events.crash(event.message || 'the opponent worker failed to load or crashed');
  };
  worker.onmessageerror = () => events.crash('a message from the opponent worker could not be read');
  return { post: (message) => worker.postMessage(message), terminate: () => worker.terminate() };
}
