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
