import { describe, expect, it } from 'vitest';
import {
  boardFrame,
  hintRow,
  MIN_CELL,
  playLayout,
  squareAt,
  squareCentre,
} from '../../src/game/board/layout';

const VIEWS = [
  ['phone portrait', 360, 640],
  ['small phone', 320, 480],
  ['tablet portrait', 768, 1024],
  ['laptop', 1280, 720],
  ['wide desktop', 2560, 1080],
  ['phone landscape', 740, 360],
] as const;
const BOARDS = [
  [7, 7],
  [5, 5],
  [9, 9],
  [9, 5],
  [5, 8],
] as const;

describe('play layout', () => {
  for (const [name, width, height] of VIEWS) {
    for (const [columns, rows] of BOARDS) {
      it(`fits a ${columns}×${rows} board and the HUD inside a ${name} (${width}×${height})`, () => {
        const layout = playLayout({ width, height }, columns, rows);
        const { board, hud } = layout;
        expect(board.cell).toBeGreaterThanOrEqual(MIN_CELL);
        expect(board.x).toBeGreaterThanOrEqual(0);
        expect(board.y).toBeGreaterThanOrEqual(0);
        expect(board.x + board.cell * columns).toBeLessThanOrEqual(width);
        expect(board.y + board.cell * rows).toBeLessThanOrEqual(height);
        expect(hud.x + hud.width).toBeLessThanOrEqual(width);
        expect(hud.y + hud.height).toBeLessThanOrEqual(height);
        // The board never lies under the HUD.
        const overlapsX = board.x < hud.x + hud.width && hud.x < board.x + board.cell * columns;
        const overlapsY = board.y < hud.y + hud.height && hud.y < board.y + board.cell * rows;
        expect(overlapsX && overlapsY).toBe(false);
      });
    }
  }

  it('puts the HUD above the board in portrait and beside it in landscape', () => {
    const portrait = playLayout({ width: 360, height: 640 }, 7, 7);
    expect(portrait.portrait).toBe(true);
    expect(portrait.board.y).toBeGreaterThanOrEqual(portrait.hud.y + portrait.hud.height);
    const landscape = playLayout({ width: 1280, height: 720 }, 7, 7);
    expect(landscape.portrait).toBe(false);
    expect(landscape.board.x).toBeGreaterThanOrEqual(landscape.hud.x + landscape.hud.width);
  });

  it('uses most of the short side for the board', () => {
    const { board } = playLayout({ width: 360, height: 640 }, 7, 7);
    expect(board.cell * 7).toBeGreaterThan(360 * 0.85);
  });
});

describe('squares and points', () => {
  const { board } = playLayout({ width: 800, height: 600 }, 7, 5);

  it('finds every square at its own centre', () => {
    for (let square = 0; square < 35; square++) {
      const { x, y } = squareCentre(board, square);
      expect(squareAt(board, x, y)).toBe(square);
    }
  });

  it('numbers squares row by row from the top', () => {
    const topLeft = squareCentre(board, 0);
    const nextRow = squareCentre(board, 7);
    expect(nextRow.x).toBe(topLeft.x);
    expect(nextRow.y).toBe(topLeft.y + board.cell);
  });

  it('finds nothing off the board', () => {
    expect(squareAt(board, board.x - 1, board.y + 5)).toBeNull();
    expect(squareAt(board, board.x + 5, board.y + board.cell * 5 + 1)).toBeNull();
    expect(squareAt(board, board.x + board.cell * 7, board.y)).toBeNull();
  });
});

describe('the hints of a Versus or editor test game', () => {
  const apart = (a: Rect, b: Rect): boolean =>
    a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  type Rect = { x: number; y: number; width: number; height: number };
  for (const [name, width, height] of VIEWS) {
    for (const [columns, rows] of [
      [7, 7],
      [5, 5],
      [9, 9],
    ] as const) {
      it(`keep the evaluation bar and Best move clear of the board's frame (${name}, ${columns}×${rows})`, () => {
        const layout = playLayout({ width, height }, columns, rows);
        const row = hintRow(layout);
        expect(
          apart(row, boardFrame(layout.board)),
          JSON.stringify({ row, frame: boardFrame(layout.board) }),
        ).toBe(true);
        expect(row.y + row.height).toBeLessThanOrEqual(height);
      });
    }
  }
});
