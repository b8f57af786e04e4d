import type Phaser from 'phaser';
import type { Square, Targets } from '../../core';
import { CHROME, type Palette } from '../base/theme';
import { strokeCorners } from './corners';
import { squareCentre, type BoardLayout } from './layout';

/** What the board marks on its squares, as the session reports it. */
export interface BoardMarks {
  readonly selected: Square | null;
  readonly targets: Targets;
  readonly lastMove: { readonly from: Square; readonly to: Square } | null;
  readonly cursor: Square | null;
}

export const NO_MARKS: BoardMarks = {
  selected: null,
  targets: { clone: [], jump: [] },
  lastMove: null,
  cursor: null,
};

/**
 * Draws the marks: the last move under the pieces (`under`), the selection, the targets and the cursor
 * over them (`over`). Clone targets are filled dots, jump targets hollow rings: shape tells them apart,
 * not just colour.
 */
export function drawBoardMarks(
  under: Phaser.GameObjects.Graphics,
  over: Phaser.GameObjects.Graphics,
  layout: BoardLayout,
  palette: Palette,
  marks: BoardMarks,
): void {
  under.clear();
  over.clear();
  const { cell } = layout;
  const line = Math.max(2, cell * 0.05);
  if (marks.lastMove) {
    const to = squareCentre(layout, marks.lastMove.to);
    under.fillStyle(palette.lastMove, 0.12);
    under.fillRoundedRect(to.x - cell / 2 + 2, to.y - cell / 2 + 2, cell - 4, cell - 4, cell * 0.16);
    under.lineStyle(line, palette.lastMove, 0.75);
    under.strokeRoundedRect(
      to.x - cell / 2 + line,
      to.y - cell / 2 + line,
      cell - 2 * line,
      cell - 2 * line,
      cell * 0.16,
    );
    if (marks.lastMove.from !== marks.lastMove.to) {
      const from = squareCentre(layout, marks.lastMove.from);
      under.lineStyle(line, palette.lastMove, 0.55);
      strokeCorners(under, from.x, from.y, cell / 2 - line, cell * 0.22);
    }
  }
  if (marks.selected !== null) {
    const { x, y } = squareCentre(layout, marks.selected);
    under.fillStyle(palette.clone, 0.25);
    under.fillCircle(x, y, cell * 0.48);
    over.lineStyle(line * 1.2, palette.clone, 1);
    over.strokeCircle(x, y, cell * 0.46);
  }
  for (const square of marks.targets.clone) drawCloneDot(over, squareCentre(layout, square), cell, palette);
  for (const square of marks.targets.jump) drawJumpRing(over, squareCentre(layout, square), cell, palette);
  if (marks.cursor !== null) {
    const { x, y } = squareCentre(layout, marks.cursor);
    over.lineStyle(line * 1.4, CHROME.focus, 1);
    over.strokeRoundedRect(x - cell / 2 + 1, y - cell / 2 + 1, cell - 2, cell - 2, cell * 0.18);
  }
}

type Point = { readonly x: number; readonly y: number };

/** A clone target: a filled dot with a drop shadow. The demo boards use the same mark. */
export function drawCloneDot(
  g: Phaser.GameObjects.Graphics,
  { x, y }: Point,
  cell: number,
  palette: Palette,
): void {
  g.fillStyle(0x000000, 0.35);
  g.fillCircle(x, y + 2, cell * 0.17);
  g.fillStyle(palette.clone, 1);
  g.fillCircle(x, y, cell * 0.16);
}

/** A jump target: a hollow ring with a drop shadow. */
export function drawJumpRing(
  g: Phaser.GameObjects.Graphics,
  { x, y }: Point,
  cell: number,
  palette: Palette,
): void {
  g.lineStyle(cell * 0.07, 0x000000, 0.35);
  g.strokeCircle(x, y + 2, cell * 0.22);
  g.lineStyle(cell * 0.07, palette.jump, 1);
  g.strokeCircle(x, y, cell * 0.22);
}
