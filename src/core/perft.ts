import { Board } from './board';
import { PASS } from './move';
import type { Position } from './position';
import { applyMove, HALFMOVE_LIMIT, legalMoves, type Ruleset } from './rules';

/**
 * Counts the leaf nodes of the move tree to `depth` plies (standard perft): a forced classic pass is one
 * node, a finished position has no children. Counts moves at the last ply instead of playing them.
 */
export function perft(position: Position, depth: number, rules: Ruleset = 'classic'): number {
  const board = new Board(position);
  const buffers = Array.from({ length: depth + 1 }, () => new Int32Array(512));
  return count(board, depth, rules, buffers);
}

function count(board: Board, depth: number, rules: Ruleset, buffers: Int32Array[]): number {
  if (depth === 0) return 1;
  const side = board.turn;
  if (board.count[0] === 0 || board.count[1] === 0 || board.halfmoves >= HALFMOVE_LIMIT) return 0;
  if (depth === 1) {
    const moves = board.countMoves(side);
    if (moves > 0) return moves;
    return rules === 'classic' && board.hasMoves(side ^ 1) ? 1 : 0;
  }
  const moves = buffers[depth];
  const n = board.generate(moves);
  if (n === 0) {
    if (rules === 'arcade' || !board.hasMoves(side ^ 1)) return 0;
    board.make(PASS);
    const nodes = count(board, depth - 1, rules, buffers);
    board.unmake();
    return nodes;
  }
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    board.make(moves[i]);
    nodes += count(board, depth - 1, rules, buffers);
    board.unmake();
  }
  return nodes;
}

/** Perft over the plain rules (`legalMoves` + `applyMove` on Position records): the game's own path, slower. */
export function plainPerft(position: Position, depth: number, rules: Ruleset = 'classic'): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const move of legalMoves(position, rules))
    nodes += plainPerft(applyMove(position, move).position, depth - 1, rules);
  return nodes;
}
