/**
 * Oxono's win test as a table (OXONO.md, rule 8): which lines the pawn on a square is part of, on a board
 * written as the position text's six rows. Wins: a colour line across or up, a symbol line made with the
 * opponent's pawns, both at once, 5 and 6 in a row. Not wins: a diagonal, a totem or a gap in the line,
 * three in a row, four that share neither colour nor symbol.
 */
import { describe, expect, it } from 'vitest';
import {
  codesOf,
  COLOUR_LINE,
  linesOnBoard,
  linesThrough,
  readSquare,
  SYMBOL_LINE,
} from '../../src/core/oxono';

const EMPTY_ROW = '......';
/** A board from its six rows, rank 6 first, as codes. */
const board = (rows: readonly string[]): Int8Array => codesOf(rows.join(''));
const square = (name: string): number => {
  const read = readSquare(name);
  if (!read.ok) throw new Error(read.error);
  return read.value;
};
const rank1 = (row: string): string[] => [EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, row];

describe('Oxono lines', () => {
  it.each([
    ['a colour line across (pink, mixed symbols)', rank1('xoxo..'), 'a1', COLOUR_LINE],
    [
      'a colour line up (black, mixed symbols)',
      ['......', '......', 'X.....', 'O.....', 'X.....', 'O.....'],
      'a3',
      COLOUR_LINE,
    ],
    ["a symbol line with the opponent's pawns", rank1('xXxX..'), 'd1', SYMBOL_LINE],
    [
      "an O line up with the opponent's pawns",
      ['..o...', '..O...', '..o...', '..O...', EMPTY_ROW, EMPTY_ROW],
      'c6',
      SYMBOL_LINE,
    ],
    ['a colour and a symbol line at once', rank1('xxxx..'), 'b1', COLOUR_LINE | SYMBOL_LINE],
    [
      'a colour line across and a symbol line up',
      ['...O..', '...o..', '...O..', 'xoxo..', EMPTY_ROW, EMPTY_ROW],
      'd3',
      COLOUR_LINE | SYMBOL_LINE,
    ],
    ['five in a row', rank1('xXxXx.'), 'e1', SYMBOL_LINE],
    ['six in a row', rank1('oOoOoO'), 'c1', SYMBOL_LINE],
    ['four at the far edge', rank1('..OXOX'), 'f1', COLOUR_LINE],
    ['a diagonal', ['......', '......', '...x..', '..x...', '.x....', 'x.....'], 'a1', 0],
    ['a totem in the line', rank1('xx*xx.'), 'b1', 0],
    ['the other totem in the line', rank1('xx@xx.'), 'd1', 0],
    ['a gap in the line', rank1('xx.xx.'), 'a1', 0],
    ['three in a row', rank1('xxx...'), 'c1', 0],
    ['four sharing neither colour nor symbol throughout', rank1('xXoO..'), 'a1', 0],
    ['an empty square', rank1('xxxx..'), 'e1', 0],
  ])('%s', (_name, rows, at, lines) => {
    expect(linesThrough(board(rows), square(at))).toBe(lines);
  });

  it('finds every line on a board, or none', () => {
    expect(linesOnBoard(board(rank1('xXxX..')))).toBe(SYMBOL_LINE);
    expect(linesOnBoard(board(['x.....', 'x.....', 'x.....', 'x.....', EMPTY_ROW, EMPTY_ROW]))).toBe(
      COLOUR_LINE | SYMBOL_LINE,
    );
    expect(linesOnBoard(board(['..@...', EMPTY_ROW, EMPTY_ROW, '...*..', EMPTY_ROW, EMPTY_ROW]))).toBe(0);
  });
});
