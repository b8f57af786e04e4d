/**
 * Where Oxono's game screen puts its parts for a window: the players' lines, the board and the line
 * under it. Upright, they stack; on a wide, short window (a phone on its side) the board takes the
 * height on the left and the words go beside it, so its squares stay big enough to tap.
 */
import type { MenuMetrics } from '../base/layout';
import type { OxonoLayout } from '../board/oxono/OxonoBoardView';

export interface OxonoScreenLayout {
  readonly board: OxonoLayout;
  /** The players' lines: the first line's centre-top, one line under the other. */
  readonly hud: { readonly x: number; readonly y: number; readonly lineHeight: number };
  /** The line under (or beside) the board: its centre-top and wrap width. */
  readonly status: { readonly x: number; readonly y: number; readonly wrap: number };
  /** Where the buttons' rows begin (the Replay row of a finished game, then the bottom band). */
  readonly bottom: number;
}

/** The screen's parts for a `width` × `height` window below `top`, with `rows` rows of buttons at its foot. */
export function oxonoScreenLayout(
  width: number,
  height: number,
  top: number,
  m: MenuMetrics,
  rows: number,
): OxonoScreenLayout {
  const lineHeight = m.textSize * 1.5;
  const bottom = height - m.margin - (m.buttonHeight + m.gap) * rows;
  if (width > height * 1.3) {
    const side = Math.min(bottom - top - m.gap, width * 0.55, 560);
    const cell = Math.floor(side / 6);
    // The board and the words beside it (at most 460 px wide) sit together in the middle.
    const wrap = Math.min(width - 2 * m.margin - 6 - cell * 6 - m.gap * 2, 460);
    const left = Math.max(m.margin + 6, (width - cell * 6 - m.gap * 2 - wrap) / 2);
    const wordsLeft = left + cell * 6 + m.gap * 2;
    const x = wordsLeft + wrap / 2;
    return {
      board: { left, top: top + (bottom - top - cell * 6) / 2, cell },
      hud: { x, y: top + m.gap, lineHeight },
      status: { x, y: top + m.gap + lineHeight * 2.5, wrap },
      bottom,
    };
  }
  const boardTop = top + lineHeight * 2 + m.gap;
  const statusRoom = m.textSize * 3.4;
  const side = Math.min(width - 2 * m.margin - 12, bottom - statusRoom - boardTop - m.gap, 560);
  const cell = Math.floor(side / 6);
  return {
    board: { left: (width - cell * 6) / 2, top: boardTop, cell },
    hud: { x: width / 2, y: top, lineHeight },
    status: { x: width / 2, y: boardTop + cell * 6 + m.gap * 1.2, wrap: width - 2 * m.margin },
    bottom,
  };
}
