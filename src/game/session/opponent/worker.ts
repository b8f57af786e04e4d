import { warmEngines } from '../../../ai/engines';
import { answer } from './answer';

/** The module Web Worker the opponent thinks in, so the main thread never blocks on a search. */
const scope = self as unknown as {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => scope.postMessage(answer(event.data));
// A short search now, while no one waits, so the first real one runs on compiled code: messages that
// arrive meanwhile are handled as soon as it ends.
warmEngines();
