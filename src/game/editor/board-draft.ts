/**
 * The board being drawn in the level editor: its size and squares, the ending and the opponent, with
 * mirror tools and undo/redo. Plain state and pure steps (no Phaser, no DOM): the editor scene draws a
 * draft and forwards taps and drags as strokes; the test hook reads it.
 */
import { isSupportedSize, MAX_SIZE, MIN_SIZE, type Cell, type Position, type Ruleset } from '../../core';
import type { SharedBoard } from '../../core/board-code';
import { draftStart } from '../session/editor-draft';

/** How a painted square is repeated: community layouts are symmetric. */
export type Mirror = 'none' | 'left-right' | 'top-bottom' | 'both' | 'rotation';
export const MIRRORS: readonly Mirror[] = ['none', 'left-right', 'top-bottom', 'both', 'rotation'];

/** What a tap paints. */
export type Brush = Cell;
export const BRUSHES: readonly Brush[] = ['-', 'x', 'o', '.'];

/** How far back undo reaches. */
const HISTORY = 100;

export interface BoardDraft {
  readonly width: number;
  readonly height: number;
  /** Row by row, as in a Position: `x`, `o`, `.` (empty) or `-` (blocked). */
  readonly cells: string;
  readonly rules: Ruleset;
  /** The computer's strength, or null for two players on one device. */
  readonly opponent: number | null;
  readonly mirror: Mirror;
  /** Boards to go back to (the last is the newest) and forward to again. */
  readonly undo: readonly string[];
  readonly redo: readonly string[];
}

const sides = (width: number, height: number): string => {
  const cells = Array<Cell>(width * height).fill('.');
  cells[0] = 'x';
  cells[width * height - 1] = 'x';
  cells[width - 1] = 'o';
  cells[(height - 1) * width] = 'o';
  return cells.join('');
};

/** A new draft: the standard start on a board of this size, mirrored both ways. */
export function newDraft(width = 7, height = 7): BoardDraft {
  return {
    width,
    height,
    cells: sides(width, height),
    rules: 'arcade',
    opponent: 5,
    mirror: 'both',
    undo: [],
    redo: [],
  };
}

/** A draft opened from a shared or imported board. */
export function draftOf(board: SharedBoard): BoardDraft {
  const { width, height, cells } = board.start;
  return {
    width,
    height,
    cells,
    rules: board.rules,
    opponent: board.opponent,
    mirror: 'none',
    undo: [],
    redo: [],
  };
}

/** The draft's board as a share code carries it. */
export function sharedOf(draft: BoardDraft): SharedBoard {
  return { start: startOf(draft), rules: draft.rules, opponent: draft.opponent };
}

/** The draft's starting position: the player (x) moves first. */
export const startOf = (draft: BoardDraft): Position => draftStart(draft);

/** Whether rotation turns by 90° (square boards) rather than 180°. */
export const quarterTurns = (draft: BoardDraft): boolean => draft.width === draft.height;

/**
 * The squares a paint at (row, col) reaches under the draft's mirror, each with whether the sides swap
 * there: a reflection or a quarter turn gives the mirrored piece to the other side, a half turn keeps it,
 * as in the standard start (x in two opposite corners, o in the other two), so a mirrored board stays fair.
 */
export function mirrorImages(
  draft: BoardDraft,
  row: number,
  col: number,
): { square: number; swap: boolean }[] {
  const { width: w, height: h } = draft;
  const at = (r: number, c: number, swap: boolean) => ({ square: r * w + c, swap });
  const images = [at(row, col, false)];
  const lr = at(row, w - 1 - col, true);
  const tb = at(h - 1 - row, col, true);
  const half = at(h - 1 - row, w - 1 - col, false);
  if (draft.mirror === 'left-right') images.push(lr);
  else if (draft.mirror === 'top-bottom') images.push(tb);
  else if (draft.mirror === 'both') images.push(lr, tb, half);
  else if (draft.mirror === 'rotation') {
    images.push(half);
    if (quarterTurns(draft)) images.push(at(col, w - 1 - row, true), at(w - 1 - col, row, true));
  }
  // A square that is its own image keeps the first (unswapped) paint.
  const seen = new Set<number>();
  return images.filter((image) => !seen.has(image.square) && (seen.add(image.square), true));
}

const swapped = (brush: Brush): Cell => (brush === 'x' ? 'o' : brush === 'o' ? 'x' : brush);

/** Sets the squares of a new board; pushes the old one on the undo list when anything changed. */
function withCells(draft: BoardDraft, cells: string): BoardDraft {
  if (cells === draft.cells) return draft;
  return { ...draft, cells, undo: [...draft.undo, draft.cells].slice(-HISTORY), redo: [] };
}

/**
 * Paints one stroke — the squares a tap or a drag touched, in order — with a brush and the mirror, as
 * one step of undo.
 */
export function paint(draft: BoardDraft, brush: Brush, squares: readonly number[]): BoardDraft {
  const cells = [...draft.cells];
  for (const square of squares) {
    if (square < 0 || square >= cells.length) continue;
    const row = Math.floor(square / draft.width);
    for (const image of mirrorImages(draft, row, square % draft.width))
      cells[image.square] = image.swap ? swapped(brush) : brush;
  }
  return withCells(draft, cells.join(''));
}

/** Empties the board (blocks and pieces), as one step of undo. */
export const clearDraft = (draft: BoardDraft): BoardDraft => withCells(draft, '.'.repeat(draft.cells.length));

export function undoDraft(draft: BoardDraft): BoardDraft {
  const previous = draft.undo.at(-1);
  if (previous === undefined) return draft;
  return { ...draft, cells: previous, undo: draft.undo.slice(0, -1), redo: [...draft.redo, draft.cells] };
}

export function redoDraft(draft: BoardDraft): BoardDraft {
  const next = draft.redo.at(-1);
  if (next === undefined) return draft;
  return { ...draft, cells: next, redo: draft.redo.slice(0, -1), undo: [...draft.undo, draft.cells] };
}

/**
 * The draft at another size: squares that still fit keep their place, new ones are empty. Resizing
 * starts a new history (undo cannot cross a size change).
 */
export function resizeDraft(draft: BoardDraft, width: number, height: number): BoardDraft {
  const w = Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(width)));
  const h = Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(height)));
  if (!isSupportedSize(w, h) || (w === draft.width && h === draft.height)) return draft;
  let cells = '';
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++)
      cells += r < draft.height && c < draft.width ? draft.cells[r * draft.width + c] : '.';
  return { ...draft, width: w, height: h, cells, undo: [], redo: [] };
}
