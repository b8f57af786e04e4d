import { describe, expect, it } from 'vitest';
import { onlineLayout } from '../../src/game/online/online-layout';
import { coordinateGutter, type Rect } from '../../src/game/board/layout';

const overlap = (a: Rect, b: Rect): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const SCREENS: [string, number, number][] = [
  ['phone', 360, 640],
  ['tall phone', 390, 844],
  ['tablet', 768, 1024],
  ['laptop', 1280, 800],
  ['small window', 800, 500],
];

describe('the online game screen layout', () => {
  for (const [name, width, height] of SCREENS) {
    for (const [columns, rows] of [
      [7, 7],
      [9, 5],
      [4, 4],
    ]) {
      it(`${name} ${width}×${height}, a ${columns}×${rows} board: every part on screen, none over another`, () => {
        const layout = onlineLayout({ width, height }, columns, rows);
        const { board } = layout;
        const boardRect: Rect = {
          x: board.x,
          y: board.y,
          width: board.cell * columns,
          height: board.cell * rows,
        };
        // The coordinates' strips (files under the board, ranks left of it) are clear of everything else.
        const files: Rect = {
          x: board.x,
          y: board.y + board.cell * rows,
          width: board.cell * columns,
          height: coordinateGutter(board.cell),
        };
        const ranks: Rect = {
          x: board.x - coordinateGutter(board.cell),
          y: board.y,
          width: coordinateGutter(board.cell),
          height: board.cell * rows,
        };
        const parts: [string, Rect][] = [
          ['board', boardRect],
          ['files', files],
          ['ranks', ranks],
          ['top', layout.top],
          ['bottom', layout.bottom],
          ['status', layout.status],
          ['moves', layout.moves],
          ['actions', layout.actions],
        ];
        for (const [part, rect] of parts) {
          expect(rect.x, part).toBeGreaterThanOrEqual(0);
          expect(rect.y, part).toBeGreaterThanOrEqual(0);
          expect(rect.x + rect.width, part).toBeLessThanOrEqual(width + 0.5);
          expect(rect.y + rect.height, part).toBeLessThanOrEqual(height + 0.5);
        }
        for (let i = 0; i < parts.length; i++) {
          for (let j = i + 1; j < parts.length; j++) {
            expect(overlap(parts[i][1], parts[j][1]), `${parts[i][0]} and ${parts[j][0]}`).toBe(false);
          }
        }
        // The buttons fit their strip: at least two across and two down.
        const { button, actions } = layout;
        expect(
          Math.floor((actions.width + button.gap + 1) / (button.width + button.gap)),
        ).toBeGreaterThanOrEqual(2);
        expect(
          Math.floor((actions.height + button.gap + 1) / (button.height + button.gap)),
        ).toBeGreaterThanOrEqual(2);
      });
    }
  }
});
