/**
 * Oxono's position and move text (OXONO.md, "Text formats"): what reads, what it reads as, and the
 * error for each thing that can be wrong, naming the field, or the row and column.
 */
import { describe, expect, it } from 'vitest';
import {
  moveText,
  oxonoMove,
  positionText,
  readMove,
  readPosition,
  readSquare,
  START_TEXT,
  startPosition,
} from '../../src/core/oxono';
import { RULE_POSITIONS } from './positions';

describe('Oxono position text', () => {
  it('reads the start as the start position, and writes it back', () => {
    expect(readPosition(START_TEXT)).toEqual({ ok: true, value: startPosition() });
    expect(positionText(startPosition())).toBe(START_TEXT);
  });

  it('writes back every hand-made position exactly as it read it', () => {
    for (const { text } of RULE_POSITIONS) {
      const position = readPosition(text);
      expect(position.ok && positionText(position.value)).toBe(text);
    }
  });

  it('reads a position after a move, with the reserves and side it implies', () => {
    const read = readPosition('....../....../..@.../.x*.../....../...... 2 7 8 8 8');
    expect(read).toEqual({
      ok: true,
      value: {
        cells: '..............@....x*...............',
        turn: 'black',
        reserves: { pink: { X: 7, O: 8 }, black: { X: 8, O: 8 } },
      },
    });
  });

  it.each([
    [
      'x 1',
      'position: 2 fields, not 6 (the board, the side to move, then the reserves pinkX pinkO blackX blackO)',
    ],
    ['....../...... 1 8 8 8 8', 'board: 2 rows, not 6 (rows are joined by "/")'],
    [
      '...../....../..@.../...*../....../...... 1 8 8 8 8',
      'board: row 1 (rank 6) "....." has 5 squares, not 6',
    ],
    [
      '....../..z.../..@.../...*../....../...... 1 8 8 8 8',
      'board: row 2 (rank 5), column c: "z" is not one of . x o X O * @',
    ],
    ['....../....../..@.../....../....../...... 1 8 8 8 8', 'board: no X totem (*); there is one of each'],
    [
      '....*./....../..@.../...*../....../...... 1 8 8 8 8',
      'board: 2 X totems (*) on e6, d3; there is one of each',
    ],
    [
      '....../....../..@.../...*../....../...... 1 a 8 8 8',
      'pinkX: "a" is not a number of pawns from 0 to 8',
    ],
    [
      '....../....../..@.../...*../....../...... 1 8 8 9 8',
      'blackX: "9" is not a number of pawns from 0 to 8',
    ],
    [
      '....../....../..@.../...*../....../...... 1 7 8 8 8',
      'pinkX: 7 left, but pink has 0 X pawns on the board (8 − 0 = 8)',
    ],
    [
      '....../....../..@.../.x*.../....../...O.. 1 7 8 8 8',
      'blackO: 8 left, but black has 1 O pawn on the board (8 − 1 = 7)',
    ],
    [
      'ooooo./oooo../..@.../...*../....../...... 1 8 0 8 8',
      'pinkO: pink has 9 O pawns on the board, more than 8',
    ],
    ['....../....../..@.../...*../....../...... 3 8 8 8 8', 'side: "3" is not 1 (pink) or 2 (black)'],
    [
      '....../....../..@.../...*../....../...... 2 8 8 8 8',
      'side: 2 says black moves, but pink has placed 0 pawns and black 0, so pink moves (1)',
    ],
    [
      '....../....../..@.../.x*.../....../...... 1 7 8 8 8',
      'side: 1 says pink moves, but pink has placed 1 pawn and black 0, so black moves (2)',
    ],
    [
      '....../....../..@.../.X*.../....../...... 1 8 8 7 8',
      'side: pink has placed 0 pawns and black 1; pink places the same or one more',
    ],
    [
      'O.O.O./O...../..@.../...*../....../xxxx.. 1 4 8 8 4',
      "board: pink's colour line through a1 with pink to move: the game ended when pink made it",
    ],
  ])('refuses %j: %s', (text, error) => {
    expect(readPosition(text)).toEqual({ ok: false, error });
  });
});

describe('Oxono move text', () => {
  it('reads both forms as the same move and writes either', () => {
    const move = oxonoMove(0, 14, 13); // X to c4, pawn on b4
    expect(readSquare('c4')).toEqual({ ok: true, value: 14 });
    expect(readMove('X c4 b4')).toEqual({ ok: true, value: move });
    expect(readMove('Xc4b4')).toEqual({ ok: true, value: move });
    expect(readMove('  X  c4 b4 ')).toEqual({ ok: true, value: move });
    expect(moveText(move)).toBe('X c4 b4');
    expect(moveText(move, 'compact')).toBe('Xc4b4');
    expect(moveText(oxonoMove(1, 0, 35))).toBe('O a6 f1');
  });

  it.each([
    ['', 'move "": expected a totem symbol, its destination and the pawn\'s square, as "X c3 b3" or "Xc3b3"'],
    [
      'X c3',
      'move "X c3": expected a totem symbol, its destination and the pawn\'s square, as "X c3 b3" or "Xc3b3"',
    ],
    [
      'X c3 b3 a1',
      'move "X c3 b3 a1": expected a totem symbol, its destination and the pawn\'s square, as "X c3 b3" or "Xc3b3"',
    ],
    ['Q c3 b3', 'move "Q c3 b3": the totem symbol "Q" is not X or O'],
    ['x c3 b3', 'move "x c3 b3": the totem symbol "x" is not X or O'],
    ['X g3 b3', 'move "X g3 b3": the totem\'s destination "g3" is not a square of the 6×6 board (a1 to f6)'],
    ['Xc3b7', 'move "Xc3b7": the pawn\'s square "b7" is not a square of the 6×6 board (a1 to f6)'],
    ['Xc3b3x', 'move "Xc3b3x": the pawn\'s square "b3x" is not a square of the 6×6 board (a1 to f6)'],
  ])('refuses %j: %s', (text, error) => {
    expect(readMove(text)).toEqual({ ok: false, error });
  });
});
