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

/** The coordinates' labels: the readable minimum, so the strip they need stays narrow on a phone. */
export const COORDINATE_SIZE = 12;

/**
 * The strip left of and under a board's squares that shows its coordinates (BoardCoordinates): past
 * the board's plate (framePad), then room for a label, so a label sits on neither a square, the plate,
 * nor the next part of the screen.
 */
export const coordinateGutter = (cell: number): number => Math.ceil(framePad(cell)) + COORDINATE_SIZE + 4;

/**
 * The largest square for a columns × rows board that fits `room` with the coordinates' strip beside
 * and under it (the strip grows with the square, as the plate does: at most 0.12 of it and 21 px).
 */
export const cellWithCoordinates = (
  room: { readonly width: number; readonly height: number },
  columns: number,
  rows: number,
): number => {
  const fixed = COORDINATE_SIZE + 9;
  return Math.floor(Math.min((room.width - fixed) / (columns + 0.12), (room.height - fixed) / (rows + 0.12)));
};

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

/** How far the board's plate reaches past its squares on each side. */
export const framePad = (cell: number): number => Math.max(4, cell * 0.12);

/** The board's frame: the plate under the squares and its drop shadow (3 px right, 6 px down). */
export function boardFrame(board: BoardLayout): Rect {
  const pad = framePad(board.cell);
  return {
    x: board.x - pad,
    y: board.y - pad,
    width: board.columns * board.cell + 2 * pad + 3,
    height: board.rows * board.cell + 2 * pad + 6,
  };
}

/**
 * Where a game's hints (the evaluation bar and Best move) go: above the board on a tall screen (between the HUD and the board), and in the
 * band under the board beside a wide one (the HUD keeps its status in its own column there); clear of
 * the board's frame either way, which the bar and the button would otherwise cut into.
 */
export function hintRow(layout: PlayLayout): Rect {
  const { board, hud, banner, portrait } = layout;
  const width = board.cell * board.columns;
  const frame = boardFrame(board);
  if (!portrait) {
    const y = Math.max(banner.y, frame.y + frame.height + 4);
    return { x: board.x, y, width, height: Math.max(24, banner.y + banner.height - y) };
  }
  const top = hud.y + hud.height + 4;
  const height = Math.max(28, Math.min(44, frame.y - top - 4));
  return { x: board.x, y: Math.max(top, frame.y - height - 4), width, height };
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
