import type { Square } from '../../core';

export const CURSOR_DIRECTIONS = ['up', 'down', 'left', 'right'] as const;
export type CursorDirection = (typeof CURSOR_DIRECTIONS)[number];

const STEPS: Record<CursorDirection, readonly [number, number]> = {
  up: [-1, 0],
  down: [1, 0],
  left: [0, -1],
  right: [0, 1],
};

/**
 * The keyboard cursor after an arrow key. It stops at the edges rather than wrapping, and it may rest on
 * a blocked square: jumping over them would make the cursor's path hard to predict.
 */
export function moveCursor(
  square: Square,
  direction: CursorDirection,
  columns: number,
  rows: number,
): Square {
  const [dr, dc] = STEPS[direction];
  const row = Math.min(rows - 1, Math.max(0, Math.floor(square / columns) + dr));
  const col = Math.min(columns - 1, Math.max(0, (square % columns) + dc));
  return row * columns + col;
}

/** The arrow key a KeyboardEvent.key names, if any. */
export function cursorDirectionOf(key: string): CursorDirection | null {
  switch (key) {
    case 'ArrowUp':
      return 'up';
    case 'ArrowDown':
      return 'down';
    case 'ArrowLeft':
      return 'left';
    case 'ArrowRight':
      return 'right';
    default:
      return null;
  }
}

/** What a key does on the board; the scene carries it out. */
export type BoardKey =
  | { readonly kind: 'cursor'; readonly square: Square }
  | { readonly kind: 'tap'; readonly square: Square }
  | { readonly kind: 'escape' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'none' };

/**
 * Keyboard play: arrows move the cursor (the first press only shows it, at `home`), Enter or Space taps
 * the square under it, Escape cancels or pauses, Ctrl+Z or Backspace undoes.
 */
export function boardKeyAction(
  key: { readonly key: string; readonly ctrlKey?: boolean; readonly metaKey?: boolean },
  cursor: Square | null,
  home: Square,
  columns: number,
  rows: number,
): BoardKey {
  const direction = cursorDirectionOf(key.key);
  if (direction)
    return { kind: 'cursor', square: cursor === null ? home : moveCursor(cursor, direction, columns, rows) };
  if (key.key === 'Enter' || key.key === ' ') {
    return cursor === null ? { kind: 'cursor', square: home } : { kind: 'tap', square: cursor };
  }
  if (key.key === 'Escape') return { kind: 'escape' };
  if ((key.key === 'z' && (key.ctrlKey || key.metaKey)) || key.key === 'Backspace') return { kind: 'undo' };
  return { kind: 'none' };
}
