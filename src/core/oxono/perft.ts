/**
 * Oxono perft: the number of legal move sequences of exactly `depth` moves from a position (a game that
 * ends stops counting), on the fast board with make/unmake; the last ply counts moves without playing
 * them. From the start: 68; 3,612; 162,680; 6,470,416 (OXONO.md).
 */
import { MAX_MOVES, OxonoBoard } from './board';
import type { OxonoMove } from './move';
import type { OxonoPosition } from './position';

export function oxonoPerft(position: OxonoPosition, depth: number): number {
  const board = new OxonoBoard(position);
  const buffers = Array.from({ length: depth + 1 }, () => new Int32Array(MAX_MOVES));
  return count(board, depth, buffers);
}

function count(board: OxonoBoard, depth: number, buffers: Int32Array[]): number {
  if (depth === 0) return 1;
  if (depth === 1) return board.countMoves();
  const moves = buffers[depth];
  const n = board.generate(moves);
  let nodes = 0;
  for (let i = 0; i < n; i++) {
    board.make(moves[i]);
    nodes += count(board, depth - 1, buffers);
    board.unmake();
  }
  return nodes;
}

/** Each legal move with the perft of the position after it (`depth - 1` below it), to compare move by move. */
export function oxonoDivide(position: OxonoPosition, depth: number): { move: OxonoMove; nodes: number }[] {
  const board = new OxonoBoard(position);
  const moves = new Int32Array(MAX_MOVES);
  const n = board.generate(moves);
  const divided: { move: OxonoMove; nodes: number }[] = [];
  for (let i = 0; i < n; i++) {
    board.make(moves[i]);
    divided.push({ move: moves[i], nodes: oxonoPerft(board.position(), depth - 1) });
    board.unmake();
  }
  return divided;
}
