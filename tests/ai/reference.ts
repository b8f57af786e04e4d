import { applyMove, legalMoves, outcome, type Move, type Position, type Ruleset } from '../../src/core';

/**
 * What the rules alone prove about a position within `depth` plies, by plain minimax over the rules
 * core: slow, obviously right, and independent of the engine's own terminal scoring. Values are for the
 * side to move: 1 win, 0 draw, -1 loss; an unfinished line at the horizon counts as `unknown`
 * (-1 for a pessimistic proof, 1 for an optimistic one).
 */
export function provenValue(position: Position, rules: Ruleset, depth: number, unknown: 1 | -1): number {
  const over = outcome(position, rules);
  if (over) return over.winner === null ? 0 : over.winner === position.turn ? 1 : -1;
  if (depth === 0) return unknown;
  let value = -1;
  for (const move of legalMoves(position, rules)) {
    const child = -provenValue(applyMove(position, move).position, rules, depth - 1, unknown === 1 ? -1 : 1);
    if (child > value) value = child;
    if (value === 1) break;
  }
  return value;
}

/** Moves that keep a proven win within `depth` plies. */
export function winningMoves(position: Position, rules: Ruleset, depth: number): Move[] {
  return legalMoves(position, rules).filter(
    (move) => provenValue(applyMove(position, move).position, rules, depth - 1, 1) === -1,
  );
}
