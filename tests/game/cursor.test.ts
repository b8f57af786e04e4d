import { describe, expect, it } from 'vitest';
import { cursorDirectionOf, moveCursor } from '../../src/game/view/cursor';

describe('keyboard cursor', () => {
  it.each([
    ['right', 0, 1],
    ['down', 0, 7],
    ['left', 10, 9],
    ['up', 10, 3],
    ['left', 7, 7],
    ['up', 3, 3],
    ['right', 6, 6],
    ['down', 45, 45],
  ] as const)('moves %s from %i to %i on 7×7, stopping at the edges', (direction, from, to) => {
    expect(moveCursor(from, direction, 7, 7)).toBe(to);
  });

  it('respects non-square boards', () => {
    expect(moveCursor(4, 'right', 5, 8)).toBe(4);
    expect(moveCursor(35, 'down', 5, 8)).toBe(35);
    expect(moveCursor(30, 'down', 5, 8)).toBe(35);
  });

  it('reads arrow keys and ignores the rest', () => {
    expect(cursorDirectionOf('ArrowUp')).toBe('up');
    expect(cursorDirectionOf('ArrowRight')).toBe('right');
    expect(cursorDirectionOf('Enter')).toBeNull();
  });
});
