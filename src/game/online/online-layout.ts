import type { BoardLayout, Rect } from '../board/layout';
import { cellWithCoordinates, coordinateGutter, MIN_CELL } from '../board/layout';

/**
 * The online game screen, as chess sites lay it out: the opponent's card above (or at the top of the
 * side column), yours below, both clocks on the cards; the status, the move list and the game's
 * buttons beside the board on a wide screen, under it on a tall one.
 */
export interface OnlineLayout {
  readonly portrait: boolean;
  readonly board: BoardLayout;
  /** The card of the side shown at the top (the opponent) and at the bottom (you). */
  readonly top: Rect;
  readonly bottom: Rect;
  readonly status: Rect;
  readonly moves: Rect;
  readonly actions: Rect;
  /** The size of one action button. */
  readonly button: {
    readonly width: number;
    readonly height: number;
    readonly fontSize: number;
    readonly gap: number;
  };
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

export function onlineLayout(
  view: { readonly width: number; readonly height: number },
  columns: number,
  rows: number,
): OnlineLayout {
  const width = Math.max(1, view.width);
  const height = Math.max(1, view.height);
  const margin = Math.round(Math.min(width, height) * 0.025) + 4;
  const gap = Math.max(6, Math.round(margin * 0.6));
  const portrait = height >= width * 0.9;
  if (portrait) {
    const card = clamp(Math.round(height * 0.075), 44, 72);
    const status = clamp(Math.round(height * 0.04), 24, 40);
    const buttonHeight = clamp(Math.round(height * 0.05), 34, 48);
    const actions = buttonHeight * 2 + gap;
    const moves = clamp(Math.round(height * 0.035), 20, 32);
    const inner = width - 2 * margin;
    const fixed = margin * 2 + card * 2 + status + actions + moves + gap * 6;
    // The board's coordinates take a strip left of and under the squares.
    const room = { width: inner, height: height - fixed };
    const cell = clamp(cellWithCoordinates(room, columns, rows), MIN_CELL, 110);
    const gutter = coordinateGutter(cell);
    const boardHeight = cell * rows;
    let y = margin;
    const top: Rect = { x: margin, y, width: inner, height: card };
    y += card + gap;
    const boardX = Math.round((width - cell * columns + gutter) / 2);
    const board: BoardLayout = { x: boardX, y, cell, columns, rows };
    y += boardHeight + gutter + gap;
    const bottom: Rect = { x: margin, y, width: inner, height: card };
    y += card + gap;
    const statusRect: Rect = { x: margin, y, width: inner, height: status };
    y += status + gap;
    const actionsRect: Rect = { x: margin, y, width: inner, height: actions };
    y += actions + gap;
    const movesRect: Rect = { x: margin, y, width: inner, height: moves };
    const fontSize = Math.round(clamp(buttonHeight * 0.4, 12, 18));
    return {
      portrait,
      board,
      top,
      bottom,
      status: statusRect,
      moves: movesRect,
      actions: actionsRect,
      button: { width: (inner - gap * 2) / 3, height: buttonHeight, fontSize, gap },
    };
  }
  const column = clamp(Math.round(width * 0.3), 220, 380);
  const inner = height - 2 * margin;
  const card = clamp(Math.round(height * 0.12), 56, 96);
  const status = clamp(Math.round(height * 0.08), 40, 64);
  const buttonHeight = clamp(Math.round(height * 0.06), 34, 50);
  const actions = buttonHeight * 3 + gap * 2;
  const movesHeight = Math.max(40, inner - card * 2 - status - actions - gap * 4);
  let y = margin;
  const top: Rect = { x: margin, y, width: column, height: card };
  y += card + gap;
  const statusRect: Rect = { x: margin, y, width: column, height: status };
  y += status + gap;
  const movesRect: Rect = { x: margin, y, width: column, height: movesHeight };
  y += movesHeight + gap;
  const actionsRect: Rect = { x: margin, y, width: column, height: actions };
  const bottom: Rect = { x: margin, y: height - margin - card, width: column, height: card };
  const area = { x: margin * 2 + column, width: width - column - margin * 3 };
  // The board's coordinates take a strip left of and under the squares.
  const cell = clamp(cellWithCoordinates({ width: area.width, height: inner }, columns, rows), MIN_CELL, 120);
  const gutter = coordinateGutter(cell);
  const board: BoardLayout = {
    x: Math.round(area.x + gutter + (area.width - gutter - cell * columns) / 2),
    y: Math.round(margin + (inner - gutter - cell * rows) / 2),
    cell,
    columns,
    rows,
  };
  const fontSize = Math.round(clamp(buttonHeight * 0.36, 12, 18));
  return {
    portrait,
    board,
    top,
    bottom,
    status: statusRect,
    moves: movesRect,
    actions: actionsRect,
    button: { width: (column - gap) / 2, height: buttonHeight, fontSize, gap },
  };
}
