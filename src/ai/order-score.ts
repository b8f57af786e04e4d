/** The order scores MoveOrder gives moves, shared with frontier-first.ts. */
import type { Move } from '../core';

/** Above any quiet move, below a move that gains many pieces. */
export const KILLER_SCORE = 4200;

/** An order score with the move's history bonus: 25 for each doubling of its cut-off count. */
export const withHistory = (score: number, seen: number): number =>
  score + (seen > 0 ? (31 - Math.clz32(seen)) * 25 : 0);

/**
 * A move's order score from what it gains (`score`): a killer's is at least KILLER_SCORE and takes no
 * history; any other move's takes its history bonus (`seen`, its cut-off count).
 */
export const ordered = (score: number, move: Move, killer1: Move, killer2: Move, seen: number): number =>
  move === killer1 || move === killer2 ? Math.max(score, KILLER_SCORE) : withHistory(score, seen);
