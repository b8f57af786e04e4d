import type { WorldEntry } from '../../net/world';
import { MIN_RECENT_RATED_GAMES } from '../../net/world';
import type { StoredRating, StoredRatingChange } from './rating-store';
import type { AcceptedRecord, PageQuery, WorldPageRows, WorldStore } from './world-store';

/** What the memory world store reads from the rest of the memory store. */
export interface MemoryWorldSources {
  readonly nameOf: (playerId: string) => string | null;
  readonly ratings: () => readonly StoredRating[];
  readonly changes: () => readonly StoredRatingChange[];
}

interface Best {
  readonly playerId: string;
  readonly points: number;
  readonly at: number;
  readonly initials?: string;
  readonly cleared: number;
}

/** Best first, the earlier record on a tie, then by player id: the SQL tables' order. */
const bestFirst = (a: Best, b: Best): number =>
  b.points - a.points || a.at - b.at || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0);

/** The world tables in this process, with the SQL store's contract (for tests and a club without a database). */
export function memoryWorld(sources: MemoryWorldSources): WorldStore {
  const days = new Map<string, number>();
  const records: AcceptedRecord[] = [];
  const levelBests = new Map<string, Map<string, Best>>();
  const arcadeBests = new Map<string, Best>();
  const levelKey = (levelId: string, levelHash: string): string => `${levelId}\u0000${levelHash}`;
  /** Each player's live seed ticket per board, and whether it was used. */
  const seeds = new Map<string, { ticket: string; used: boolean }>();
  const seedKey = (playerId: string, board: string): string => `${playerId}\u0000${board}`;

  function page<T extends { playerId: string }>(
    sorted: readonly T[],
    query: PageQuery,
    entry: (row: T, place: number) => WorldEntry | null,
  ): WorldPageRows {
    const shown = sorted.slice(query.offset, query.offset + query.limit);
    const at = query.playerId === null ? -1 : sorted.findIndex((row) => row.playerId === query.playerId);
    return {
      entries: shown.flatMap((row, i) => entry(row, query.offset + i + 1) ?? []),
      total: sorted.length,
      you: at < 0 ? null : entry(sorted[at], at + 1),
    };
  }

  const scoreEntry = (row: Best, place: number): WorldEntry | null => {
    const name = sources.nameOf(row.playerId);
    if (name === null) return null;
    return {
      place,
      name,
      value: row.points,
      at: row.at,
      ...(row.initials ? { initials: row.initials } : {}),
    };
  };

  return {
    async takeSubmission(playerId, day, limit) {
      const key = `${playerId}\u0000${day}`;
      const count = days.get(key) ?? 0;
      if (count >= limit) return false;
      days.set(key, count + 1);
      return true;
    },
    async issueSeed(playerId, board, ticket) {
      seeds.set(seedKey(playerId, board), { ticket, used: false });
    },
    async useSeed(playerId, board, ticket) {
      const live = seeds.get(seedKey(playerId, board));
      if (!live || live.ticket !== ticket) return 'replaced';
      if (live.used) return 'used-before';
      live.used = true;
      return 'used';
    },
    async unuseSeed(playerId, board, ticket) {
      const live = seeds.get(seedKey(playerId, board));
      if (live?.ticket === ticket) live.used = false;
    },
    async keepRecord(record) {
      records.push(structuredClone(record));
      const best: Best = {
        playerId: record.playerId,
        points: record.points,
        at: Math.round(record.at),
        cleared: record.cleared,
        ...(record.initials !== null ? { initials: record.initials } : {}),
      };
      let table: Map<string, Best>;
      if (record.kind === 'level') {
        const key = levelKey(record.levelId ?? '', record.levelHash ?? '');
        table = levelBests.get(key) ?? new Map();
        levelBests.set(key, table);
      } else table = arcadeBests;
      const old = table.get(record.playerId);
      const improved = !old || old.points < best.points;
      if (improved) table.set(record.playerId, best);
      const place = [...table.values()].sort(bestFirst).findIndex((row) => row.playerId === record.playerId);
      return { place: place + 1, improved };
    },
    async levelTable(levelId, levelHash, query) {
      const rows = [...(levelBests.get(levelKey(levelId, levelHash))?.values() ?? [])].sort(bestFirst);
      return page(rows, query, scoreEntry);
    },
    async arcadeTable(query) {
      return page([...arcadeBests.values()].sort(bestFirst), query, scoreEntry);
    },
    async playersTable(pool, since, query) {
      const recent = new Map<string, number>();
      for (const change of sources.changes())
        if (change.pool === pool && change.at >= since)
          recent.set(change.playerId, (recent.get(change.playerId) ?? 0) + 1);
      const rows = sources
        .ratings()
        .filter(
          (rating) => rating.pool === pool && (recent.get(rating.playerId) ?? 0) >= MIN_RECENT_RATED_GAMES,
        )
        .sort((a, b) => b.rating - a.rating || (a.playerId < b.playerId ? -1 : 1));
      return page(rows, query, (row, place) => {
        const name = sources.nameOf(row.playerId);
        return name === null
          ? null
          : { place, name, value: Math.round(row.rating), games: recent.get(row.playerId) ?? 0 };
      });
    },
    async levelBestsOf(playerId) {
      return [...levelBests.entries()].flatMap(([key, table]) => {
        const best = table.get(playerId);
        const [levelId, levelHash] = key.split('\u0000');
        return best ? [{ levelId, levelHash, points: best.points, at: best.at }] : [];
      });
    },
    async arcadeRunsOf(playerId, limit) {
      return records
        .filter((record) => record.kind === 'arcade' && record.playerId === playerId)
        .sort((a, b) => b.points - a.points || a.at - b.at)
        .slice(0, Math.max(0, limit))
        .map((record) => ({
          initials: record.initials ?? '',
          points: record.points,
          cleared: record.cleared,
          at: record.at,
        }));
    },
  };
}
