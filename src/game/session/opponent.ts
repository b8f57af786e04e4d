import type { Game, Move, Ruleset } from '../../core';
import type { ThinkRequest } from '../../ai/types';

/**
 * Whoever plays the side this device does not: the engine in its worker, a second player tapping on the
 * same device, or (online) a player across the network. The session asks for moves through this one
 * interface and can always take the question back.
 */
export interface Opponent {
  /** A second player on this device: the session takes that side's moves from taps, never from moveFor. */
  readonly onDevice: boolean;
  /** The opponent's move in this game; null when the question was withdrawn or could not be answered. */
  moveFor(game: Game): Promise<Move | null>;
  /** A move this device played, for an opponent that must hear of it (a player over the network). */
  heard(game: Game, move: Move): void;
  /** Withdraws the question in progress; its answer, if any comes, is dropped. */
  cancel(): void;
  dispose(): void;
  /** How many of its moves were fallbacks (the engine failed to answer): such a game cannot be replayed. */
  fallbacks?(): number;
}

/** Two players, one device: every move is a tap. */
export function secondPlayer(): Opponent {
  return {
    onDevice: true,
    moveFor: () => Promise.resolve(null),
    heard: () => undefined,
    cancel: () => undefined,
    dispose: () => undefined,
  };
}

/** The part of the engine's client an engine opponent needs (OpponentClient fits it; tests pass fakes). */
export interface Thinker {
  think(request: ThinkRequest): Promise<Move>;
  cancel(): void;
  dispose?(): void;
  /** Fallback moves given so far (OpponentClient counts them). */
  readonly fallbacks?: number;
}

/**
 * The computer at a strength. Every move gets its own seed, derived from the game's seed and the ply,
 * so a replayed game asks the engine the same questions and gets the same answers.
 */
export function engineOpponent(thinker: Thinker, strength: number, seed: number, rules: Ruleset): Opponent {
  let asked = 0;
  return {
    onDevice: false,
    async moveFor(game: Game): Promise<Move | null> {
      const question = ++asked;
      try {
        const move = await thinker.think({
          position: game.position,
          rules,
          strength,
          seed: (seed + game.moves.length * 7919) >>> 0,
        });
        return question === asked ? move : null;
      } catch {
        return null;
      }
    },
    heard: () => undefined,
    cancel() {
      asked++;
      thinker.cancel();
    },
    dispose() {
      asked++;
      thinker.dispose?.();
    },
    fallbacks: () => thinker.fallbacks ?? 0,
  };
}
