import { chooseMove } from '../../ai';
import type { SearchResult, ThinkRequest } from '../../ai/types';
import type { ThoughtMessage } from './messages';

/**
 * The opponent worker's whole job, kept apart from the worker's global scope so Node tests can run it:
 * one ThinkMessage in, one ThoughtMessage out, never a throw.
 */
export function answer(
  data: unknown,
  choose: (request: ThinkRequest) => SearchResult = chooseMove,
): ThoughtMessage {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const id = Number.isInteger(message.id) ? (message.id as number) : -1;
  const request = message.request as ThinkRequest | undefined;
  if (id < 0 || typeof request !== 'object' || request === null || typeof request.position !== 'object') {
    return { id, error: 'expected { id, request: ThinkRequest }' };
  }
  try {
    const result = choose(request);
    return { id, move: result.move, depth: result.depth, score: result.score, nodes: result.nodes };
  } catch (failure) {
    return { id, error: failure instanceof Error ? failure.message : String(failure) };
  }
}
