import { thinkAbout } from '../../../ai/engines';
import type { EngineRequest, EngineThought } from '../../../ai/types';
import type { Result } from '../../../core/result';
import type { ThoughtMessage } from './messages';

/**
 * The opponent worker's whole job, kept apart from the worker's global scope so Node tests can run it:
 * one ThinkMessage in, one ThoughtMessage out, never a throw. The engine is the request's game's, from
 * the engine registry; an unknown game or a position that does not read is an error answer.
 */
export function answer(
  data: unknown,
  think: (request: EngineRequest) => Result<EngineThought> = thinkAbout,
): ThoughtMessage {
  const message = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const id = Number.isInteger(message.id) ? (message.id as number) : -1;
  const request = message.request as EngineRequest | undefined;
  if (id < 0 || typeof request !== 'object' || request === null || typeof request.position !== 'string') {
    return { id, error: 'expected { id, request: EngineRequest }' };
  }
  try {
    const thought = think(request);
    return thought.ok ? { id, ...thought.value } : { id, error: thought.error };
  } catch (failure) {
    return { id, error: failure instanceof Error ? failure.message : String(failure) };
  }
}
