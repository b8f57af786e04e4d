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
    ]) {
      const parsed = parseFen(fen);
      expect(parsed.ok && toFen(parsed.value)).toBe(fen);
    }
  });

  it.each([
    ['', 'empty'],
    ['x5o/7/7/7/7/7/o5 x 0 1', 'rank 1 is 6 squares wide'],
    ['x5q/7/7/7/7/7/o5x x 0 1', 'rank 7, column 7: unknown symbol "q"'],
    ['x5o/7/7/7/7/7/o5x z 0 1', 'side to move is "z"'],
    ['xo/oo x 0 1', '2×2'],
    ['x5o/7/7/7/7/7/o5x x -1 1', 'half-move clock'],
  ])('explains what is wrong with %j', (fen, message) => {
    const parsed = parseFen(fen);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});
