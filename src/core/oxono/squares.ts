/**
 * Oxono's 6×6 board: its squares, their names, the four orthogonal steps, and what a square holds as a
 * small number (the code the fast board and the line test share). Squares are numbered in text order,
 * as the position text writes them: a6 = 0 … f6 = 5, a5 = 6 …, f1 = 35 (`row * 6 + file`, row 0 on top).
 */
import { err, ok, type Result } from '../result';

export const SIZE = 6;
export const SQUARES = SIZE * SIZE;
const FILES = 'abcdef';

/** A square's name, `a1` to `f6` (file letter, then rank 1 at the bottom). */
export const squareName = (square: number): string =>
  `${FILES[square % SIZE]}${SIZE - Math.floor(square / SIZE)}`;

/** The square of a name like `c3`; an error names the text when it is no square of the board. */
export function readSquare(text: string): Result<number> {
  const read = /^([a-f])([1-6])$/.exec(text);
  if (!read) return err(`"${text}" is not a square of the 6×6 board (a1 to f6)`);
  return ok((SIZE - Number(read[2])) * SIZE + FILES.indexOf(read[1]));
}

/** The four orthogonal directions: up (towards rank 6), right, down, left; `d ^ 2` is the opposite of `d`. */
export const UP = 0;
export const RIGHT = 1;
export const DOWN = 2;
export const LEFT = 3;

/**
 * `STEP[square * 4 + direction]`: the next square that way, or -1 off the board. Slides, jumps, the
 * pawn's neighbours and the line test all walk this table.
 */
export const STEP: Int8Array = /* @__PURE__ */ (() => {
  const table = new Int8Array(SQUARES * 4);
  for (let square = 0; square < SQUARES; square++) {
    const row = Math.floor(square / SIZE);
    const file = square % SIZE;
    table[square * 4 + UP] = row > 0 ? square - SIZE : -1;
    table[square * 4 + RIGHT] = file < SIZE - 1 ? square + 1 : -1;
    table[square * 4 + DOWN] = row < SIZE - 1 ? square + SIZE : -1;
    table[square * 4 + LEFT] = file > 0 ? square - 1 : -1;
  }
  return table;
})();

/**
 * What a square holds, as a code: 0 empty; a pawn is `PAWN | colour << 1 | symbol` (4 to 7); a totem is
 * `TOTEM | symbol` (8, 9). Colour 0 is pink, 1 black; symbol 0 is X, 1 O.
 */
export const EMPTY = 0;
export const PAWN = 4;
export const TOTEM = 8;
export const pawnCode = (colour: number, symbol: number): number => PAWN | (colour << 1) | symbol;
export const isPawnCode = (code: number): boolean => (code & 12) === PAWN;
/** The colour bit and the symbol bit of a pawn's code: two pawns share one when their XOR lacks it. */
export const COLOUR_BIT = 2;
export const SYMBOL_BIT = 1;
