import { answer } from './answer';

/** The module Web Worker the opponent thinks in, so the main thread never blocks on a search. */
const scope = self as unknown as {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => scope.postMessage(answer(event.data));
