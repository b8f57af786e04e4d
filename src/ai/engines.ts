/**
 * The registry of engines: one per game, found by the game's registry name (core's games.ts), so the
 * opponent worker and the club's engine pool answer any game without naming one. Adding a game's engine
 * is its module and one line in ENGINES; tests and the test build may register their own
 * (`registerEngine`), which must happen in the thread that thinks (a worker imports it first).
 */
import { err, type Result } from '../core/result';
import { ataxxEngine } from './ataxx-engine';
import { oxonoEngine } from './oxono/engine';
import type { EngineRequest, EngineThought } from './types';

/** A game's engine: a question in the contract's words (position and move text) in, a move out. */
export interface Engine {
  /** The registry name of the game it plays. */
  readonly game: string;
  /** Its move for the side to move; an error (never a throw) when the request does not read. */
  think(request: EngineRequest): Result<EngineThought>;
  /** Compiles its hot paths before the first real question, while nobody waits (optional). */
  warm?(): void;
}

const ENGINES = new Map<string, Engine>([
  [ataxxEngine.game, ataxxEngine],
  [oxonoEngine.game, oxonoEngine],
]);

/** The engine that plays `game`, or undefined. */
export const engineFor = (game: string): Engine | undefined => ENGINES.get(game);

/** Adds an engine (tests and the test build); a second engine for the same game is a mistake. */
export function registerEngine(engine: Engine): void {
  const known = ENGINES.get(engine.game);
  if (known && known !== engine) throw new Error(`an engine for "${engine.game}" is already registered`);
  ENGINES.set(engine.game, engine);
}

/** The move of the request's game's engine; an unknown game is an error answer, not a throw. */
export function thinkAbout(request: EngineRequest): Result<EngineThought> {
  const engine = typeof request.game === 'string' ? ENGINES.get(request.game) : undefined;
  if (!engine) return err(`no engine plays the game "${String(request.game)}"`);
  return engine.think(request);
}

/** Warms every engine that wants it: a worker calls this once, before its first question. */
export function warmEngines(): void {
  for (const engine of ENGINES.values()) engine.warm?.();
}
