/**
 * The win test: after a pawn is placed, is it part of an orthogonal line of 4 or more pawns all of one
 * colour, or all of one symbol whatever their colours (the opponent's pawns count for a symbol line)?
 * 5 and 6 count; a totem or an empty square ends a line; diagonals never count. Only the placed pawn's
 * row and column can hold a new line, so that is all the test walks.
 */
import { COLOUR_BIT, DOWN, isPawnCode, LEFT, RIGHT, SQUARES, STEP, SYMBOL_BIT, UP } from './squares';

/** The length a line needs. */
export const LINE = 4;
/** Which lines a pawn made: bit flags, `COLOUR_LINE | SYMBOL_LINE` when both at once. */
export const COLOUR_LINE = 1;
export const SYMBOL_LINE = 2;

/** Pawns next to `square` in `direction`, one after another, sharing `bit` (colour or symbol) with `code`. */
function run(cells: Int8Array, square: number, direction: number, code: number, bit: number): number {
  let count = 0;
  for (let at = STEP[square * 4 + direction]; at >= 0; at = STEP[at * 4 + direction]) {
    const other = cells[at];
    if (!isPawnCode(other) || ((other ^ code) & bit) !== 0) break;
    count++;
  }
  return count;
}

/** Whether the pawn `code` on `square` is part of a line of pawns sharing `bit` with it, across or up. */
function lineBy(cells: Int8Array, square: number, code: number, bit: number): boolean {
  const across = 1 + run(cells, square, LEFT, code, bit) + run(cells, square, RIGHT, code, bit);
  return (
    across >= LINE || 1 + run(cells, square, UP, code, bit) + run(cells, square, DOWN, code, bit) >= LINE
  );
}

/**
 * The lines the pawn on `square` is part of: `COLOUR_LINE`, `SYMBOL_LINE`, both or 0 (0 too when the
 * square holds no pawn). `cells` are codes (squares.ts).
 */
export function linesThrough(cells: Int8Array, square: number): number {
  const code = cells[square];
  if (!isPawnCode(code)) return 0;
  return (
    (lineBy(cells, square, code, COLOUR_BIT) ? COLOUR_LINE : 0) |
    (lineBy(cells, square, code, SYMBOL_BIT) ? SYMBOL_LINE : 0)
  );
}

/** Every line on a board, as flags (a position read from text may already hold the line that ended it). */
export function linesOnBoard(cells: Int8Array): number {
  let found = 0;
  for (let square = 0; square < SQUARES; square++) found |= linesThrough(cells, square);
  return found;
}

/**
 * A square of a pawn of `colour` (0 pink, 1 black) in a line of that colour, or -1: a position where the
 * side to move already has one cannot happen (the game ended when they made it).
 */
export function colourLineOf(cells: Int8Array, colour: number): number {
  for (let square = 0; square < SQUARES; square++) {
    const code = cells[square];
    if (isPawnCode(code) && (code & COLOUR_BIT) >> 1 === colour && linesThrough(cells, square) & COLOUR_LINE)
      return square;
  }
  return -1;
}

/**
 * The squares of every line the pawn on `square` is part of (colour and symbol lines, across and up),
 * in square order: where the winning line is drawn. Empty when it made none.
 */
export function lineSquares(cells: Int8Array, square: number): number[] {
  const code = cells[square];
  const found = new Set<number>();
  if (!isPawnCode(code)) return [];
  for (const bit of [COLOUR_BIT, SYMBOL_BIT])
    for (const [one, other] of [
      [LEFT, RIGHT],
      [UP, DOWN],
    ]) {
      const run = [square];
      for (const direction of [one, other])
        for (let at = STEP[square * 4 + direction]; at >= 0; at = STEP[at * 4 + direction]) {
          if (!isPawnCode(cells[at]) || ((cells[at] ^ code) & bit) !== 0) break;
          run.push(at);
        }
      if (run.length >= LINE) for (const at of run) found.add(at);
    }
  return [...found].sort((a, b) => a - b);
}
