import { describe, expect, it } from 'vitest';
import { boardKeyAction, cursorDirectionOf, moveCursor } from '../../src/game/board/cursor';

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

describe('board keys', () => {
  it('shows the cursor at home on the first arrow or Enter, then moves it', () => {
    expect(boardKeyAction({ key: 'ArrowDown' }, null, 8, 7, 7)).toEqual({ kind: 'cursor', square: 8 });
    expect(boardKeyAction({ key: 'Enter' }, null, 8, 7, 7)).toEqual({ kind: 'cursor', square: 8 });
    expect(boardKeyAction({ key: 'ArrowDown' }, 8, 0, 7, 7)).toEqual({ kind: 'cursor', square: 15 });
  });

  it('taps under the cursor with Enter or Space', () => {
    expect(boardKeyAction({ key: 'Enter' }, 12, 0, 7, 7)).toEqual({ kind: 'tap', square: 12 });
    expect(boardKeyAction({ key: ' ' }, 12, 0, 7, 7)).toEqual({ kind: 'tap', square: 12 });
  });

  it('cancels with Escape, undoes with Ctrl+Z or Backspace, and ignores other keys', () => {
    expect(boardKeyAction({ key: 'Escape' }, 3, 0, 7, 7).kind).toBe('escape');
    expect(boardKeyAction({ key: 'z', ctrlKey: true }, 3, 0, 7, 7).kind).toBe('undo');
    expect(boardKeyAction({ key: 'Backspace' }, 3, 0, 7, 7).kind).toBe('undo');
    expect(boardKeyAction({ key: 'z' }, 3, 0, 7, 7).kind).toBe('none');
  });
});
