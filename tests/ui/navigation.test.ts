import { describe, expect, it } from 'vitest';
import { nextSpot, tabSpot } from '../../src/game/menu/navigation';
import { fitGrid, menuMetrics } from '../../src/game/base/layout';

/** A 3 × 2 grid of spots, 100 apart, numbered row by row, then a Back button centred below. */
const GRID = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 200, y: 0 },
  { x: 0, y: 100 },
  { x: 100, y: 100 },
  { x: 200, y: 100 },
  { x: 100, y: 220 },
];

describe('nextSpot', () => {
  it.each([
    [0, 'right', 1],
    [1, 'right', 2],
    [0, 'down', 3],
    [4, 'up', 1],
    [5, 'left', 4],
    [3, 'down', 6],
    [5, 'down', 6],
    [6, 'up', 4],
  ] as const)('from %i going %s reaches %i', (from, direction, expected) => {
    expect(nextSpot(GRID, from, direction)).toBe(expected);
  });

  it('wraps around a list: down from the last reaches the first, up from the first the last', () => {
    const list = [0, 1, 2, 3].map((i) => ({ x: 50, y: i * 60 }));
    expect(nextSpot(list, 3, 'down')).toBe(0);
    expect(nextSpot(list, 0, 'up')).toBe(3);
  });

  it('wraps along the same row at the end of it', () => {
    expect(nextSpot(GRID, 2, 'right')).toBe(0);
    expect(nextSpot(GRID, 3, 'left')).toBe(5);
  });

  it('stays put with one spot, and starts at the first when nothing is focused', () => {
    expect(nextSpot([{ x: 1, y: 1 }], 0, 'down')).toBe(0);
    expect(nextSpot(GRID, -1, 'down')).toBe(0);
    expect(nextSpot([], 0, 'down')).toBe(-1);
  });
});

describe('tabSpot', () => {
  it('steps forward and back in order, looping', () => {
    expect(tabSpot(3, 0, false)).toBe(1);
    expect(tabSpot(3, 2, false)).toBe(0);
    expect(tabSpot(3, 0, true)).toBe(2);
    expect(tabSpot(0, 0, false)).toBe(-1);
  });
});

describe('fitGrid', () => {
  it('fits every item inside the area, as big as allowed', () => {
    for (const [count, width, height] of [
      [10, 360, 420],
      [10, 1200, 400],
      [12, 500, 500],
      [1, 300, 300],
    ]) {
      const area = { x: 10, y: 20, width, height };
      const grid = fitGrid(count, area, 150);
      expect(grid.columns * grid.rows).toBeGreaterThanOrEqual(count);
      expect(grid.cell).toBeGreaterThan(0);
      expect(grid.cell).toBeLessThanOrEqual(150);
      expect(grid.left).toBeGreaterThanOrEqual(area.x);
      expect(grid.top).toBeGreaterThanOrEqual(area.y);
      expect(grid.left + grid.columns * grid.cell + (grid.columns - 1) * grid.gap).toBeLessThanOrEqual(
        area.x + width + 1,
      );
      expect(grid.top + grid.rows * grid.cell + (grid.rows - 1) * grid.gap).toBeLessThanOrEqual(
        area.y + height + 1,
      );
    }
  });

  it('prefers more columns on a wide area and more rows on a tall one', () => {
    const wide = fitGrid(10, { x: 0, y: 0, width: 1000, height: 250 }, 500);
    const tall = fitGrid(10, { x: 0, y: 0, width: 250, height: 1000 }, 500);
    expect(wide.columns).toBeGreaterThan(wide.rows);
    expect(tall.rows).toBeGreaterThan(tall.columns);
  });
});

describe('menuMetrics', () => {
  it('keeps buttons inside the window from a small phone to a wide desktop', () => {
    for (const [width, height] of [
      [320, 568],
      [390, 844],
      [844, 390],
      [1920, 1080],
      [3000, 800],
    ]) {
      const m = menuMetrics(width, height);
      expect(m.buttonWidth + 2 * m.margin).toBeLessThanOrEqual(width);
      expect(m.textSize).toBeGreaterThanOrEqual(10);
      expect(m.portrait).toBe(height > width);
    }
  });
});
