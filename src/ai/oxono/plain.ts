/**
 * A plain alpha-beta Oxono player at a fixed depth, the kind the public programs are (course projects
 * searching 3 to 5 plies): no transposition table, no iterative deepening, no threat-aware ordering,
 * no reductions. It sees wins (a move that makes a line, at any ply it searches), blocks (the squares
 * where either player would complete a line) and a simple line count. It is the field our top strength
 * is measured against (scripts/oxono-field.ts); moves are tried by how much the pawn adds to its lines,
 * which keeps depth 5 to seconds without changing what the search finds.
 */
import { ALL_PAWNS, NO_MOVE, type OxonoBoard } from './board';
import { familyValue } from './evaluate';
import { generateMoves, MAX_MOVES } from './moves';
import { findWin, winningSquares } from './wins';

const WIN = 30000;
const MAX_DEPTH = 8;
const threatSquares = new Int32Array(36);

/** Squares where `colour` would complete a line with a symbol it holds (a threat to block). */
function threats(board: OxonoBoard, colour: number): number {
  let count = 0;
  for (let symbol = 0; symbol < 2; symbol++)
    if (board.reserves[colour * 2 + symbol] > 0)
      count += winningSquares(board, colour, symbol, threatSquares);
  return count;
}

/** Wins, blocks and a line count, for the side to move. */
export function plainEvaluate(board: OxonoBoard): number {
  const me = board.side;
  const them = me ^ 1;
  const lines = familyValue(board, me) - familyValue(board, them);
  return lines + 30 * (threats(board, me) - threats(board, them));
}

export interface PlainResult {
  readonly move: number;
  readonly score: number;
  readonly nodes: number;
}

/** The plain search's move at `depth` plies (1..8). */
export function plainMove(board: OxonoBoard, depth: number): PlainResult {
  const buffers = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(MAX_MOVES));
  const orders = Array.from({ length: MAX_DEPTH + 1 }, () => new Int32Array(MAX_MOVES));
  let nodes = 0;
  const search = (left: number, alpha: number, beta: number, ply: number): number => {
    nodes++;
    if (left === 0) return plainEvaluate(board);
    // A move that makes a line ends the game: any such move is the best there is.
    if (findWin(board, board.side) !== NO_MOVE) return WIN - ply;
    const moves = buffers[left];
    const end = generateMoves(board, moves, 0);
    orderByLines(board, moves, orders[left], end);
    let best = -WIN;
    for (let i = 0; i < end; i++) {
      board.make(moves[i]);
      const score = board.placed === ALL_PAWNS ? 0 : -search(left - 1, -beta, -alpha, ply + 1);
      board.unmake(moves[i]);
      if (score > best) best = score;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
    return best;
  };
  const win = findWin(board, board.side);
  if (win !== NO_MOVE) return { move: win, score: WIN, nodes: 1 };
  const clamped = Math.max(1, Math.min(MAX_DEPTH, depth));
  const moves = new Int32Array(MAX_MOVES);
  const end = generateMoves(board, moves, 0);
  orderByLines(board, moves, new Int32Array(MAX_MOVES), end);
  let bestMove = moves[0];
  let alpha = -WIN - 1;
  for (let i = 0; i < end; i++) {
    board.make(moves[i]);
    const score = board.placed === ALL_PAWNS ? 0 : -search(clamped - 1, -WIN - 1, -alpha, 1);
    board.unmake(moves[i]);
    if (score > alpha) {
      alpha = score;
      bestMove = moves[i];
    }
  }
  return { move: bestMove, score: alpha, nodes };
}

/** Sorts moves by the line count after them (a one-ply look), best first. */
function orderByLines(board: OxonoBoard, moves: Int32Array, keys: Int32Array, end: number): void {
  const mover = board.side;
  for (let i = 0; i < end; i++) {
    board.make(moves[i]);
    keys[i] = familyValue(board, mover) - familyValue(board, mover ^ 1);
    board.unmake(moves[i]);
  }
  for (let i = 1; i < end; i++) {
    const move = moves[i];
    const key = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] < key) {
      moves[j + 1] = moves[j];
      keys[j + 1] = keys[j];
      j--;
    }
    moves[j + 1] = move;
    keys[j + 1] = key;
  }
}
