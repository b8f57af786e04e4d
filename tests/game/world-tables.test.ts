import { describe, expect, it } from 'vitest';
import { err, ok } from '../../src/core/result';
import { WORLD_PAGE_SIZE, type WorldEntry, type WorldTable } from '../../src/net/world';
import { tablePath, type WorldTableKind } from '../../src/game/club/world-api';
import { WorldPages } from '../../src/game/world/world-tables';

const TOTAL = 45;
const you: WorldEntry = { place: 44, name: 'Me', value: 3 };
/** A club of 45 players, read a page at a time; `offline` makes every read fail. */
function club(offline = false) {
  const asked: number[] = [];
  const fetchPage = (_kind: WorldTableKind, page: number) => {
    asked.push(page);
    if (offline) return Promise.resolve(err('unreachable' as const));
    const entries = Array.from({ length: WORLD_PAGE_SIZE }, (_, i) => page * WORLD_PAGE_SIZE + i + 1)
      .filter((place) => place <= TOTAL)
      .map((place) => ({ place, name: `P${place}`, value: 1000 - place }));
    return Promise.resolve(ok<WorldTable>({ entries, page, total: TOTAL, you }));
  };
  return { asked, fetchPage };
}
const arcade: WorldTableKind = { table: 'arcade' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('world table pages', () => {
  it('shows rows that lie across two of the club pages, fetching each page once', async () => {
    const { asked, fetchPage } = club();
    let changes = 0;
    const pages = new WorldPages(fetchPage, () => changes++);
    expect(pages.rows(arcade, 15, 10)).toEqual({ state: 'loading' });
    await settle();
    const rows = pages.rows(arcade, 15, 10);
    expect(rows.state === 'shown' && rows.rows.map((row) => row.place)).toEqual([
      16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
    expect(rows.state === 'shown' && [rows.total, rows.you]).toEqual([TOTAL, you]);
    expect(asked).toEqual([0, 1]);
    expect(changes).toBe(2);
    pages.rows(arcade, 0, 10);
    expect(asked).toEqual([0, 1]);
  });

  it('says offline when the club cannot be reached, and asks again once cleared', async () => {
    const { asked, fetchPage } = club(true);
    const pages = new WorldPages(fetchPage, () => undefined);
    pages.rows(arcade, 0, 5);
    await settle();
    expect(pages.rows(arcade, 0, 5)).toEqual({ state: 'offline' });
    pages.clear();
    pages.rows(arcade, 0, 5);
    expect(asked).toEqual([0, 0]);
  });

  it('reads each table at its own path', () => {
    expect(tablePath({ table: 'players', pool: 'ataxx-classic-blitz' }, 2)).toBe(
      '/api/world/players?pool=ataxx-classic-blitz&page=2',
    );
    expect(tablePath({ table: 'level', levelId: 'w1-01' }, 0)).toBe('/api/world/levels/w1-01?page=0');
    expect(tablePath(arcade, 1)).toBe('/api/world/arcade?page=1');
  });
});
