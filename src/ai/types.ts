import type { Move, Position, Ruleset } from '../core';

/** When a search must stop. Any combination; with none the search runs to the maximum depth. */
export interface SearchLimits {
  readonly depth?: number;
  readonly nodes?: number;
  /** The hard deadline, in milliseconds from the search's start. */
  readonly timeMs?: number;
  /**
   * Clock play: start no iteration past this many milliseconds (stretched in sharp positions, shrunk
   * when the best move is stable; see clock.ts), while `timeMs` stays the hard deadline.
   */
  readonly softMs?: number;
  /** A fixed time per move (UAI movetime): iterations go on until the deadline, none is held back. */
  readonly spendAll?: boolean;
  /** A shared flag: the search stops soon after element 0 becomes non-zero (UAI `stop`). */
  readonly stop?: Int32Array;
}

/** What the search reports after each completed iteration (UAI `info`). */
export interface SearchInfo {
  readonly depth: number;
  /** Centipawn-like score from the side to move's point of view (100 = one piece). */
  readonly score: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly pv: readonly Move[];
}

export interface SearchResult extends SearchInfo {
  /** The best move found; PASS when the only move is a pass. */
  readonly move: Move;
}

/** A request to the computer opponent, as it crosses the worker boundary: plain data only. */
export interface ThinkRequest {
  readonly position: Position;
  readonly rules: Ruleset;
  /** 1 (beginner) to 10 (everything the engine has). */
  readonly strength: number;
  readonly seed: number;
}

/**
 * A question to a game's engine, as it crosses a worker boundary (the opponent's Web Worker, the club's
 * engine pool): plain data that names no game's types, so one worker answers every game. The engine is
 * found by `game` in the engine registry (engines.ts) and reads the position itself.
 */
export interface EngineRequest {
  /** The game's registry name (`ataxx`). */
  readonly game: string;
  /** The position as the game's position text, turn included (`GameRules.positionText`). */
  readonly position: string;
  /** The game's variant (Ataxx: `arcade` or `classic`). */
  readonly variant: string;
  /** 1 (beginner) to 10 (everything the engine has). */
  readonly strength: number;
  readonly seed: number;
}

/** An engine's answer: its move as the game's move text, and what its search saw. */
export interface EngineThought {
  readonly move: string;
  readonly depth: number;
  /** From the side to move's point of view, in the engine's own units. */
  readonly score: number;
  readonly nodes: number;
}
