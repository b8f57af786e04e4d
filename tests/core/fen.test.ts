import { describe, expect, it } from 'vitest';
import { parseFen, START_FEN, startPosition, toFen } from '../../src/core';

describe('FEN', () => {
  it('reads the standard start position', () => {
    const parsed = parseFen(START_FEN);
    expect(parsed).toEqual({ ok: true, value: startPosition() });
  });

  it('writes back what it reads, blocked squares included', () => {
    for (const fen of [
      START_FEN,
      'x5o/7/2-1-2/7/2-1-2/7/o5x o 12 30',
      'x3o/5/5/5/o3x x 0 1',
      'x4o/6/6/o4x o 3 7',
      'x7o/9/9/9/9/9/9/9/o7x x 0 1',
      '-xo-/4/4/4/4/4/4/4/o--x o 99 250',
    ]) {
      const parsed = parseFen(fen);
      expect(parsed.ok && toFen(parsed.value)).toBe(fen);
    }
  });

  it('numbers squares row by row from the top rank', () => {
    const parsed = parseFen('x3/4/4/-2o o 5 9');
    expect(parsed).toEqual({
      ok: true,
      value: { width: 4, height: 4, cells: 'x...........-..o', turn: 'o', halfmoves: 5, fullmoves: 9 },
    });
  });

  it('defaults a missing side, half-move clock and full-move number to x 0 1', () => {
    expect(parseFen('x5o/7/7/7/7/7/o5x')).toEqual({ ok: true, value: startPosition() });
    expect(parseFen('  x5o/7/7/7/7/7/o5x   x  0 1\n')).toEqual({ ok: true, value: startPosition() });
  });

  it('reads boards of every size from 4 to 9 each way', () => {
    for (let width = 4; width <= 9; width++)
      for (let height = 4; height <= 9; height++) {
        const fen = toFen(startPosition(width, height));
        const parsed = parseFen(fen);
        expect(parsed.ok && [parsed.value.width, parsed.value.height], fen).toEqual([width, height]);
      }
  });

  it.each([
    ['', 'FEN: empty'],
    ['   ', 'FEN: empty'],
    ['x5o/7/7/7/7/7/o5 x 0 1', 'rank 1 is 6 squares wide, but rank 7 is 7'],
    ['x5o/7/7/8/7/7/o5x x 0 1', 'rank 4 is 8 squares wide, but rank 7 is 7'],
    ['x5q/7/7/7/7/7/o5x x 0 1', 'square g7: unknown symbol "q"'],
    ['x5o/7/7/7/7/7/X5o x 0 1', 'square a1: unknown symbol "X"'],
    ['x0o/7/7/7/7/7/o5x', 'square b7: a run of 0 empty squares'],
    // The top rank of the text is the board's highest rank, whatever its height, as in move text.
    ['q3x/5/5/5/o3x', 'square a5: unknown symbol "q"'],
    ['x7o/9/9/9/9/9/9/9/o7q', 'square i1: unknown symbol "q"'],
    ['x5o//7/7/7/7/o5x x 0 1', 'rank 6 (field 2 of the board) is empty'],
    ['x5o/7/7/7/7/7/o5x/ x 0 1', 'rank 1 (field 8 of the board) is empty'],
    ['x5o/7/7/7/7/7/o5x z 0 1', 'side to move is "z", expected x or o'],
    ['xo/oo x 0 1', 'the board is 2×2; width and height must be 4 to 9'],
    ['x8o/10/10/10/o8x', 'the board is 10×5'],
    ['x5o/7/7/7/7/7/7/7/7/o5x', 'the board is 7×10'],
    ['x5o/7/7/7/7/7/o5x x -1 1', 'half-move clock "-1" is not a whole number'],
    ['x5o/7/7/7/7/7/o5x x 1.5 1', 'half-move clock "1.5"'],
    ['x5o/7/7/7/7/7/o5x x 0 0', 'full-move number "0" is not a whole number of at least 1'],
    ['x5o/7/7/7/7/7/o5x x 0 one', 'full-move number "one"'],
    ['x5o/7/7/7/7/7/o5x x 0 1 extra', 'expected at most 4 fields'],
  ])('explains what is wrong with %j', (fen, message) => {
    const parsed = parseFen(fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toContain(message);
      expect(parsed.error.startsWith('FEN: ')).toBe(true);
    }
  });

  it('returns an error for input that is not text instead of throwing', () => {
    expect(parseFen(undefined as unknown as string)).toEqual({ ok: false, error: 'FEN: expected text' });
    expect(parseFen(42 as unknown as string)).toEqual({ ok: false, error: 'FEN: expected text' });
  });

  it('does not choke on an absurdly long run', () => {
    const parsed = parseFen('x99999999999o/7/7/7/7/7/o5x');
    expect(parsed.ok).toBe(false);
  });
});
