import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_GAP_MS,
  listTop,
  replayLayout,
  type ReplayLayout,
} from '../../src/game/replay/replay-layout';
import { coordinateGutter, type Rect } from '../../src/game/board/layout';

const inside = (inner: Rect, outer: { width: number; height: number }): boolean =>
  inner.x >= 0 &&
  inner.y >= 0 &&
  inner.x + inner.width <= outer.width &&
  inner.y + inner.height <= outer.height;

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

function boardRect(layout: ReplayLayout): Rect {
  const { x, y, cell, columns, rows } = layout.board;
  return { x, y, width: cell * columns, height: cell * rows };
}

describe('replayLayout', () => {
  it.each([
    [900, 700, 7, 7, false],
    [1400, 800, 9, 5, false],
    [420, 860, 7, 7, true],
    [360, 640, 4, 9, true],
    [1920, 1080, 7, 7, false],
  ])(
    '%d×%d with a %d×%d board keeps every part on screen and apart',
    (width, height, columns, rows, portrait) => {
      const view = { width, height };
      const layout = replayLayout(view, columns, rows, Math.min(width / 420, height / 720));
      expect(layout.portrait).toBe(portrait);
      const board = boardRect(layout);
      // The coordinates' strips: files under the board, ranks left of it.
      const files = {
        x: board.x,
        y: board.y + board.height,
        width: board.width,
        height: coordinateGutter(layout.board.cell),
      };
      const ranks = {
        x: board.x - coordinateGutter(layout.board.cell),
        y: board.y,
        width: coordinateGutter(layout.board.cell),
        height: board.height,
      };
      const parts = {
        info: layout.info,
        board,
        files,
        ranks,
        controls: layout.controls,
        hints: layout.hints,
        back: layout.back,
      };
      for (const [name, rect] of Object.entries(parts)) expect(inside(rect, view), name).toBe(true);
      const names = Object.keys(parts) as (keyof typeof parts)[];
      for (const a of names)
        for (const b of names) if (a < b) expect(overlap(parts[a], parts[b]), `${a} and ${b}`).toBe(false);
      if (layout.list.height > 0) {
        for (const name of names) expect(overlap(layout.list, parts[name]), `list and ${name}`).toBe(false);
      }
      // Enough of the move list to use: a few rows on a phone, many on a desktop.
      expect(Math.floor(layout.list.height / layout.rowHeight)).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('listTop', () => {
  it.each([
    ['keeps the list still while the current row is in view', 4, 6, 10, 40, 4],
    ['scrolls up to a row above it', 10, 3, 10, 40, 3],
    ['scrolls down just enough for a row below it', 0, 12, 10, 40, 3],
    ['never scrolls past the last row', 35, 39, 10, 40, 30],
    ['stays at the top of a short list', 5, 2, 10, 4, 0],
  ])('%s', (_name, top, current, visible, total, expected) => {
    expect(listTop(top, current, visible, total)).toBe(expected);
  });
});

describe('autoplay pace', () => {
  it('is about a move a second, quicker when animations are sped up', () => {
    expect(AUTOPLAY_GAP_MS.normal).toBe(1000);
    expect(AUTOPLAY_GAP_MS.fast).toBeLessThan(AUTOPLAY_GAP_MS.normal);
    expect(AUTOPLAY_GAP_MS.instant).toBeLessThan(AUTOPLAY_GAP_MS.fast);
  });
});
