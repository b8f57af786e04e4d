import type { EngineRequest, EngineThought } from '../../../ai/types';

/**
 * What the game posts to the opponent worker: plain data, so it survives structured cloning. The request
 * names its game and carries position text, so one worker answers any game the engine registry knows.
 */
export interface ThinkMessage {
  readonly id: number;
  readonly request: EngineRequest;
}

/** The worker's answer to one ThinkMessage: the chosen move as move text, or why the engine failed. */
export type ThoughtMessage =
  ({ readonly id: number } & EngineThought) | { readonly id: number; readonly error: string };

/** Checks a message that claims to come from the worker; null when it is not a ThoughtMessage. */
export function readThought(data: unknown): ThoughtMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (!Number.isInteger(message.id)) return null;
  const id = message.id as number;
  if (typeof message.error === 'string') return { id, error: message.error };
  const { move, depth, score, nodes } = message;
  if (typeof move !== 'string' || typeof depth !== 'number' || typeof score !== 'number') return null;
  if (typeof nodes !== 'number') return null;
  return { id, move, depth, score, nodes };
}
