/**
 * The engine's move generator: every legal move of the side to move, written into a caller's Int32Array
 * (no allocation per node). The rules are OXONO.md's: a free totem slides like a rook over empty
 * squares; an enclosed one only jumps over the run of occupied squares next to it, and with no jump at
 * all is put on any empty square; the pawn goes next to the totem's new square (the square it left
 * counts as empty), or anywhere empty when there is no such square. Core's generator is the reference:
 * tests/ai/oxono-moves.test.ts compares perft counts and move lists.
 */
import { moveOf, type OxonoBoard } from './board';
import { EMPTY, NEIGHBOUR_COUNT, NEIGHBOURS, RAY_LENGTH, RAYS, SQUARES } from './geometry';

/** Room for any position's moves (each totem: at most 34 landing squares × 34 pawn squares). */
export const MAX_MOVES = 2 * 34 * 34;

/** True when every orthogonal neighbour of the square is occupied (or off the board). */
export function isEnclosed(cells: Int8Array, square: number): boolean {
  const base = square * 4;
  for (let k = NEIGHBOUR_COUNT[square] - 1; k >= 0; k--) {
    if (cells[NEIGHBOURS[base + k]] === EMPTY) return false;
  }
  return true;
}

/**
 * The landing squares of the totem on `from` into `out` from `at`; returns the new end. Slides when it
 * is free, else its jumps, else every empty square (the teleport).
 */
export function totemLandings(cells: Int8Array, from: number, out: Int32Array, at: number): number {
  let end = at;
  if (!isEnclosed(cells, from)) {
    for (let direction = 0; direction < 4; direction++) {
      const ray = (from * 4 + direction) * 5;
      const length = RAY_LENGTH[from * 4 + direction];
      for (let step = 0; step < length; step++) {
        const square = RAYS[ray + step];
        if (cells[square] !== EMPTY) break;
        out[end++] = square;
      }
    }
    return end;
  }
  for (let direction = 0; direction < 4; direction++) {
    const ray = (from * 4 + direction) * 5;
    const length = RAY_LENGTH[from * 4 + direction];
    let step = 0;
    while (step < length && cells[RAYS[ray + step]] !== EMPTY) step++;
    if (step > 0 && step < length) out[end++] = RAYS[ray + step];
  }
  if (end > at) return end;
  for (let square = 0; square < SQUARES; square++) if (cells[square] === EMPTY) out[end++] = square;
  return end;
}

const landings = new Int32Array(SQUARES);

/** Every move of `symbol`'s totem for the side to move, into `out` from `at`; returns the new end. */
export function totemMoves(board: OxonoBoard, symbol: number, out: Int32Array, at: number): number {
  const cells = board.cells;
  const from = board.totems[symbol];
  const count = totemLandings(cells, from, landings, 0);
  let end = at;
  for (let i = 0; i < count; i++) {
    const to = landings[i];
    const base = to * 4;
    const before = end;
    for (let k = NEIGHBOUR_COUNT[to] - 1; k >= 0; k--) {
      const square = NEIGHBOURS[base + k];
      if (cells[square] === EMPTY || square === from) out[end++] = moveOf(symbol, from, to, square);
    }
    if (end > before) continue;
    // No empty square beside the totem: the pawn may go on any empty square (the one left included).
    for (let square = 0; square < SQUARES; square++) {
      if (square !== to && (cells[square] === EMPTY || square === from))
        out[end++] = moveOf(symbol, from, to, square);
    }
  }
  return end;
}

/** Every legal move of the side to move into `out` from `at`; returns the new end (none once over). */
export function generateMoves(board: OxonoBoard, out: Int32Array, at: number): number {
  let end = at;
  const reserve = board.side * 2;
  if (board.reserves[reserve] > 0) end = totemMoves(board, 0, out, end);
  if (board.reserves[reserve + 1] > 0) end = totemMoves(board, 1, out, end);
  return end;
}

/** Perft on the engine's board: legal move sequences of exactly `depth` moves; a won game stops. */
export function enginePerft(board: OxonoBoard, depth: number): number {
  const buffer = new Int32Array(MAX_MOVES * (depth + 1));
  const walk = (left: number, at: number): number => {
    const end = generateMoves(board, buffer, at);
    if (left === 1) return end - at;
    let nodes = 0;
    for (let i = at; i < end; i++) {
      const move = buffer[i];
      const pawn = (move >> 13) & 63;
      const mover = board.side;
      board.make(move);
      if (!board.linesAt(pawn, mover, move & 1) && board.placed < 32) nodes += walk(left - 1, end);
      board.unmake(move);
    }
    return nodes;
  };
  if (depth === 0) return 1;
  return walk(depth, 0);
}
