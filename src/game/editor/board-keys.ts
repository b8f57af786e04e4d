/**
 * The editor's keys on the board, for a player with a keyboard: arrows move a cursor over the squares,
 * letters paint the square under it (X your piece, O theirs, B or - blocked, E, . or Delete empty),
 * Enter or Space paints with the chosen brush, M changes the mirror tool, U or Z undoes, R or Y redoes.
 * Pure: the Editor scene applies what a key means.
 */
import type { Brush } from './board-draft';

export type EditorKeyAction =
  | { readonly kind: 'move'; readonly square: number }
  /** An arrow past the board's edge: the menu's focus moves on to the tools beside it. */
  | { readonly kind: 'leave' }
  | { readonly kind: 'paint'; readonly brush: Brush }
  | { readonly kind: 'mirror' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' };

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const PAINTS: Readonly<Record<string, Brush>> = {
  x: 'x',
  o: 'o',
  b: '-',
  '-': '-',
  e: '.',
  '.': '.',
  Delete: '.',
};

const OTHERS: Readonly<Record<string, EditorKeyAction>> = {
  m: { kind: 'mirror' },
  u: { kind: 'undo' },
  z: { kind: 'undo' },
  r: { kind: 'redo' },
  y: { kind: 'redo' },
};

/** What `key` (a KeyboardEvent key) does with the cursor on `cursor` of a width × height board; null: nothing. */
export function editorKey(
  key: string,
  cursor: number,
  width: number,
  height: number,
): EditorKeyAction | null {
  const step = STEPS[key];
  if (step) {
    const col = (cursor % width) + step[0];
    const row = Math.floor(cursor / width) + step[1];
    if (col < 0 || row < 0 || col >= width || row >= height) return { kind: 'leave' };
    return { kind: 'move', square: row * width + col };
  }
  const letter = key.length === 1 ? key.toLowerCase() : key;
  const brush = PAINTS[letter];
  if (brush !== undefined) return { kind: 'paint', brush };
  return OTHERS[letter] ?? null;
}
