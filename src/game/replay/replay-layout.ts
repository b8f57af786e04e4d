import type { AnimationSpeed } from '../base/settings';
import {
  cellWithCoordinates,
  coordinateGutter,
  MIN_CELL,
  type BoardLayout,
  type Rect,
} from '../board/layout';

/** The Replay screen's parts, fitted to the window. */
export interface ReplayLayout {
  /** Portrait windows stack everything; landscape ones put the game's facts and moves on the left. */
  readonly portrait: boolean;
  /** Players, clocks, rules, time control and the result. */
  readonly info: Rect;
  readonly board: BoardLayout;
  /** The row of ⏮ ◀ ▶ ▶ ⏭ buttons under the board. */
  readonly controls: Rect;
  /** Under the controls: the evaluation bar and the hint buttons (finished games only). */
  readonly hints: Rect;
  /** The move list; it may be too short for a single row on a tiny window. */
  readonly list: Rect;
  /** The Back button. */
  readonly back: Rect;
  /** One line of the move list. */
  readonly rowHeight: number;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

/** Lays out the screen for a view of the given size, a board of columns × rows, and the menus' scale `unit`. */
export function replayLayout(
  view: { width: number; height: number },
  columns: number,
  rows: number,
  unit: number,
): ReplayLayout {
  const width = Math.max(1, view.width);
  const height = Math.max(1, view.height);
  const margin = Math.round(clamp(14 * unit, 6, 28));
  const controlsHeight = Math.round(clamp(52 * unit, 36, 80));
  const hintsHeight = Math.round(clamp(46 * unit, 40, 64));
  const backHeight = Math.round(clamp(44 * unit, 34, 64));
  const rowHeight = Math.round(clamp(24 * unit, 18, 40));
  const portrait = height >= width * 0.9;
  // The board's coordinates take a strip left of and under the squares.
  const fit = (area: Rect): BoardLayout => {
    const cell = Math.max(MIN_CELL, cellWithCoordinates(area, columns, rows));
    const gutter = coordinateGutter(cell);
    return {
      x: Math.round(area.x + gutter + (area.width - gutter - cell * columns) / 2),
      y: Math.round(area.y + Math.max(0, (area.height - gutter - cell * rows) / 2)),
      cell,
      columns,
      rows,
    };
  };
  if (!portrait) {
    const side = Math.round(clamp(width * 0.3, 200, 400));
    const infoHeight = Math.round(clamp(height * 0.3, 130, 230));
    const info = { x: margin, y: margin, width: side, height: infoHeight };
    const back = { x: margin, y: height - margin - backHeight, width: side, height: backHeight };
    const listY = info.y + infoHeight + margin;
    const list = { x: margin, y: listY, width: side, height: Math.max(0, back.y - margin - listY) };
    const areaX = margin * 2 + side;
    const areaWidth = width - areaX - margin;
    const below = controlsHeight + hintsHeight + margin;
    const boardArea = { x: areaX, y: margin, width: areaWidth, height: height - 3 * margin - below };
    const board = fit(boardArea);
    const controls = {
      x: areaX,
      y: Math.min(
        height - margin - below,
        board.y + board.cell * rows + coordinateGutter(board.cell) + margin,
      ),
      width: areaWidth,
      height: controlsHeight,
    };
    const hints = {
      x: areaX,
      y: controls.y + controlsHeight + margin,
      width: areaWidth,
      height: hintsHeight,
    };
    return { portrait, info, board, controls, hints, list, back, rowHeight };
  }
  const inner = width - 2 * margin;
  const infoHeight = Math.round(clamp(height * 0.17, 96, 180));
  const info = { x: margin, y: margin, width: inner, height: infoHeight };
  const back = { x: margin, y: height - margin - backHeight, width: inner, height: backHeight };
  // The board takes what is left after the other parts and at least three rows of moves.
  const boardTop = info.y + infoHeight + margin;
  const boardHeight = back.y - boardTop - controlsHeight - hintsHeight - 3 * rowHeight - 4 * margin;
  const board = fit({ x: margin, y: boardTop, width: inner, height: Math.max(0, boardHeight) });
  const controls = {
    x: margin,
    y: board.y + board.cell * rows + coordinateGutter(board.cell) + margin,
    width: inner,
    height: controlsHeight,
  };
  const hints = { x: margin, y: controls.y + controlsHeight + margin, width: inner, height: hintsHeight };
  const listY = hints.y + hintsHeight + margin;
  const list = { x: margin, y: listY, width: inner, height: Math.max(0, back.y - margin - listY) };
  return { portrait, info, board, controls, hints, list, back, rowHeight };
}

/** Time from one autoplayed move to the next: about a second, shorter when animations are sped up. */
export const AUTOPLAY_GAP_MS: Readonly<Record<AnimationSpeed, number>> = {
  normal: 1000,
  fast: 700,
  instant: 500,
};

/**
 * The first row of the move list to show so that `current` is in view: the list keeps `top` while the
 * current row is visible and scrolls just enough when it is not.
 */
export function listTop(top: number, current: number, visible: number, total: number): number {
  const rows = Math.max(1, visible);
  let next = top;
  if (current < next) next = current;
  if (current >= next + rows) next = current - rows + 1;
  return clamp(next, 0, Math.max(0, total - rows));
}
