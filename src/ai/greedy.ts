import {
  applyMove,
  countPieces,
  legalMoves,
  PASS,
  Random,
  type Move,
  type Position,
  type Ruleset,
} from '../core';

/**
 * The one-move greedy player: the move that gains the most pieces right now (a clone adds one, every
 * flip one more), ties broken by the seed. The client's fallback when the engine fails, and the floor
 * of the strength ladder. PASS when there is no move (a forced classic pass or a finished game).
 */
export function greedyMove(position: Position, rules: Ruleset, seed: number): Move {
  const moves = legalMoves(position, rules);
  if (moves.length === 0) return PASS;
  const side = position.turn;
  let best: Move[] = [];
  let bestGain = -Infinity;
  for (const move of moves) {
    const gain = countPieces(applyMove(position, move).position)[side];
    if (gain > bestGain) {
      bestGain = gain;
      best = [move];
    } else if (gain === bestGain) best.push(move);
  }
  return new Random(seed).pick(best);
}
