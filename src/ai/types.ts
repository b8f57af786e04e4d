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
