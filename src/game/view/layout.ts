import type { Square } from '../../core';

/** A rectangle in game pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the board sits: its top-left corner and the side of one square, in game pixels. */
export interface BoardLayout {
  readonly x: number;
  readonly y: number;
  readonly cell: number;
  readonly columns: number;
  readonly rows: number;
}

/** The Play screen's parts: the HUD strip and the board, fitted to the window. */
export interface PlayLayout {
  /** Portrait windows put the HUD above the board; landscape ones put it on the left. */
  readonly portrait: boolean;
  readonly hud: Rect;
  readonly board: BoardLayout;
  /** A strip under the board for messages (passes, hints). */
  readonly banner: Rect;
}

const MARGIN_RATIO = 0.03;
/** The board never draws squares smaller than this, so a tap can still hit one on a small phone. */
export const MIN_CELL = 16;
const MAX_CELL = 120;

/** Fits the HUD and a columns × rows board into a view of the given size. */
export function playLayout(
  view: { width: number; height: number },
  columns: number,
  rows: number,
): PlayLayout {
  const width = Math.max(1, view.width);
  const height = Math.max(1, view.height);
  const margin = Math.round(Math.min(width, height) * MARGIN_RATIO) + 4;
  const portrait = height >= width * 0.9;
  let hud: Rect;
  let area: Rect;
  if (portrait) {
    const hudHeight = clamp(Math.round(height * 0.14), 64, 130);
    hud = { x: margin, y: margin, width: width - 2 * margin, height: hudHeight };
    area = { x: margin, y: hud.y + hudHeight + margin, width: width - 2 * margin, height: 0 };
  } else {
    const hudWidth = clamp(Math.round(width * 0.24), 150, 300);
    hud = { x: margin, y: margin, width: hudWidth, height: height - 2 * margin };
    area = { x: hud.x + hudWidth + margin, y: margin, width: width - hudWidth - 3 * margin, height: 0 };
  }
  const bannerHeight = clamp(Math.round(height * 0.06), 28, 48);
  area = { ...area, height: height - area.y - margin - bannerHeight };
  const cell = clamp(Math.floor(Math.min(area.width / columns, area.height / rows)), MIN_CELL, MAX_CELL);
  const boardWidth = cell * columns;
  const boardHeight = cell * rows;
  const board: BoardLayout = {
    x: Math.round(area.x + (area.width - boardWidth) / 2),
    y: Math.round(area.y + Math.max(0, (area.height - boardHeight) / 2)),
    cell,
    columns,
    rows,
  };
  const banner: Rect = { x: area.x, y: board.y + boardHeight + 4, width: area.width, height: bannerHeight };
  return { portrait, hud, board, banner };
}

/** The centre of a square in game pixels. */
export function squareCentre(board: BoardLayout, square: Square): { x: number; y: number } {
  const row = Math.floor(square / board.columns);
  const col = square % board.columns;
  return { x: board.x + (col + 0.5) * board.cell, y: board.y + (row + 0.5) * board.cell };
}

/** The square under a point, or null off the board. */
export function squareAt(board: BoardLayout, x: number, y: number): Square | null {
  const col = Math.floor((x - board.x) / board.cell);
  const row = Math.floor((y - board.y) / board.cell);
  if (col < 0 || row < 0 || col >= board.columns || row >= board.rows) return null;
  return row * board.columns + col;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
