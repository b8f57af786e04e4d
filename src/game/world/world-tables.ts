/**
 * The world tables as the High scores screen reads them: which table is chosen, and the club's pages
 * fetched so far. The screen shows as many rows as fit, so one of its pages may need two of the club's
 * (WORLD_PAGE_SIZE rows each); they are fetched once and kept while the screen is open.
 */
import { ratingPools, type RatingPool } from '../../net/ratings';
import { WORLD_PAGE_SIZE, type WorldEntry, type WorldTable } from '../../net/world';
import type { Result } from '../../core/result';
import type { WorldTableKind } from '../club/world-api';

import type { WorldTab } from '../base/scene-data';

/** What the world side of the screen shows: the table, its pool or level, and the screen's page. */
export interface WorldChoice {
  readonly tab: WorldTab;
  readonly pool: RatingPool;
  readonly levelId: string;
  readonly page: number;
}

export const defaultChoice = (levelId: string): WorldChoice => ({
  tab: 'players',
  // The first game's second pool (Ataxx's arcade blitz), as the table opened before pools named their game.
  pool: ratingPools()[1],
  levelId,
  page: 0,
});

/** The club table a choice reads (none for the player's own records). */
export function tableOf(choice: WorldChoice): WorldTableKind | null {
  if (choice.tab === 'players') return { table: 'players', pool: choice.pool };
  if (choice.tab === 'arcade') return { table: 'arcade' };
  if (choice.tab === 'levels') return { table: 'level', levelId: choice.levelId };
  return null;
}

/** Rows for the screen, or why there are none yet. */
export type WorldRows =
  | { readonly state: 'loading' | 'offline' }
  | {
      readonly state: 'shown';
      readonly rows: readonly WorldEntry[];
      readonly total: number;
      readonly you: WorldEntry | null;
    };

type Fetcher = (kind: WorldTableKind, page: number) => Promise<Result<WorldTable, 'unreachable'>>;

const keyOf = (kind: WorldTableKind, page: number): string => `${JSON.stringify(kind)}#${page}`;

/** The club's pages of the world tables, fetched on demand; `changed` is called when one arrives. */
export class WorldPages {
  private readonly pages = new Map<string, WorldTable | 'loading' | 'offline'>();

  constructor(
    private readonly fetchPage: Fetcher,
    private readonly changed: () => void,
  ) {}

  /** Forgets every page (the browser came back online, or the player asked again). */
  clear(): void {
    this.pages.clear();
  }

  /** Rows `first` to `first + count - 1` of a table, fetching the club's pages they lie on. */
  rows(kind: WorldTableKind, first: number, count: number): WorldRows {
    const from = Math.floor(first / WORLD_PAGE_SIZE);
    const to = Math.floor((first + Math.max(1, count) - 1) / WORLD_PAGE_SIZE);
    const tables: WorldTable[] = [];
    let loading = false;
    for (let page = from; page <= to; page++) {
      const got = this.page(kind, page);
      if (got === 'offline') return { state: 'offline' };
      if (got === 'loading') loading = true;
      else tables.push(got);
    }
    if (loading) return { state: 'loading' };
    const rows = tables
      .flatMap((table) => table.entries)
      .slice(first - from * WORLD_PAGE_SIZE, first - from * WORLD_PAGE_SIZE + count);
    const total = tables[0]?.total ?? 0;
    const you = tables.find((table) => table.you)?.you ?? null;
    return { state: 'shown', rows, total, you };
  }

  private page(kind: WorldTableKind, page: number): WorldTable | 'loading' | 'offline' {
    const key = keyOf(kind, page);
    const known = this.pages.get(key);
    if (known) return known;
    this.pages.set(key, 'loading');
    void this.fetchPage(kind, page).then((answer) => {
      this.pages.set(key, answer.ok ? answer.value : 'offline');
      this.changed();
    });
    return 'loading';
  }
}
