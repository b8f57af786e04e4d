/**
 * The world leaderboards' storage (world-store.ts): in memory, on PGlite and on a PostgreSQL server
 * (TEST_DATABASE_URL, which `npm test` provides): the daily count, the tables' order, `you` off the page,
 * an equal or lower score kept but not listed, and the players table's 10-games-in-30-days rule.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubPlayer, ClubStore } from '../../src/server/storage/club-store';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import type { RateBoth } from '../../src/server/storage/rating-store';
import { openClubStore, type ClubStoreOptions } from '../../src/server/storage/store';
import type { AcceptedRecord } from '../../src/server/storage/world-store';
import { pgliteBackend, postgresBackend, type StorageBackend } from './storage-backends';

const OPEN_TIMEOUT_MS = 60_000;
const T0 = 1_796_000_000_000;
const DAY = 86_400_000;

const winnerUp: RateBoth = (x, o) => ({
  x: { ...x, rating: x.rating + 10 },
  o: { ...o, rating: o.rating - 10 },
});

function worldSuite(name: string, open: () => Promise<{ store: ClubStore; done: () => Promise<void> }>) {
  describe(name, () => {
    let store: ClubStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await open());
    }, OPEN_TIMEOUT_MS);
    afterAll(() => done?.(), OPEN_TIMEOUT_MS);

    async function player(name: string): Promise<ClubPlayer> {
      const made: ClubPlayer = {
        id: randomUUID(),
        name,
        nameKey: randomUUID(),
        createdAt: T0,
        lastSeenAt: T0,
      };
      await store.createPlayer(made);
      return made;
    }

    const level = (
      who: ClubPlayer,
      points: number,
      at: number,
      levelHash = 'aaaaaaaaaaaaaa',
    ): AcceptedRecord => ({
      game: 'ataxx',
      playerId: who.id,
      kind: 'level',
      levelId: 'w1-01',
      levelHash,
      engineVersion: 'infection-test',
      points,
      cleared: 1,
      initials: null,
      record: { kind: 'level', points },
      at,
    });

    it('counts submissions per player and UTC day, up to the limit', async () => {
      const ada = await player('ada');
      const taken = [];
      for (let i = 0; i < 4; i++) taken.push(await store.world.takeSubmission(ada.id, 20_000, 3));
      expect(taken).toEqual([true, true, true, false]);
      expect(await store.world.takeSubmission(ada.id, 20_001, 3)).toBe(true);
      expect(await store.world.takeSubmission((await player('bea')).id, 20_000, 3)).toBe(true);
    });

    it('keeps one live seed ticket per player and board, used once, replaced by a newer one', async () => {
      const [ada, bea] = [await player('ada'), await player('bea')];
      await store.world.issueSeed(ada.id, 'level:w1-01', 'ticket-1', T0);
      await store.world.issueSeed(ada.id, 'arcade', 'ticket-2', T0);
      expect(await store.world.useSeed(bea.id, 'level:w1-01', 'ticket-1', T0 + 1)).toBe('replaced');
      expect(await store.world.useSeed(ada.id, 'arcade', 'ticket-1', T0 + 1)).toBe('replaced');
      expect(await store.world.useSeed(ada.id, 'level:w1-01', 'ticket-1', T0 + 1)).toBe('used');
      expect(await store.world.useSeed(ada.id, 'level:w1-01', 'ticket-1', T0 + 2)).toBe('used-before');
      // Given back (its record could not be checked), it can be used once more.
      await store.world.unuseSeed(ada.id, 'level:w1-01', 'ticket-1');
      expect(await store.world.useSeed(ada.id, 'level:w1-01', 'ticket-1', T0 + 3)).toBe('used');
      // A newer ticket for the arcade replaces the unused older one.
      await store.world.issueSeed(ada.id, 'arcade', 'ticket-3', T0 + 4);
      expect(await store.world.useSeed(ada.id, 'arcade', 'ticket-2', T0 + 5)).toBe('replaced');
      expect(await store.world.useSeed(ada.id, 'arcade', 'ticket-3', T0 + 5)).toBe('used');
    });

    it('orders a level table best first, earlier first on a tie, and finds `you` off the page', async () => {
      const [a, b, c, d] = [await player('a'), await player('b'), await player('c'), await player('d')];
      expect(await store.world.keepRecord(level(a, 30, T0 + 3))).toEqual({ place: 1, improved: true });
      expect(await store.world.keepRecord(level(b, 40, T0 + 2))).toEqual({ place: 1, improved: true });
      expect(await store.world.keepRecord(level(c, 30, T0 + 1))).toEqual({ place: 2, improved: true });
      expect(await store.world.keepRecord(level(d, 10, T0 + 4))).toEqual({ place: 4, improved: true });
      // A lower and an equal score are kept as records but leave the table as it was.
      expect(await store.world.keepRecord(level(b, 20, T0 + 5))).toEqual({ place: 1, improved: false });
      expect(await store.world.keepRecord(level(a, 30, T0 + 6))).toEqual({ place: 3, improved: false });
      // Another version of the level has a table of its own.
      await store.world.keepRecord(level(d, 99, T0 + 7, 'bbbbbbbbbbbbbb'));

      const first = await store.world.levelTable('w1-01', 'aaaaaaaaaaaaaa', {
        offset: 0,
        limit: 2,
        playerId: d.id,
      });
      expect(first.total).toBe(4);
      expect(first.entries).toEqual([
        { place: 1, name: 'b', value: 40, at: T0 + 2 },
        { place: 2, name: 'c', value: 30, at: T0 + 1 },
      ]);
      expect(first.you).toEqual({ place: 4, name: 'd', value: 10, at: T0 + 4 });
      const second = await store.world.levelTable('w1-01', 'aaaaaaaaaaaaaa', {
        offset: 2,
        limit: 2,
        playerId: null,
      });
      expect(second.entries.map((entry) => [entry.place, entry.name, entry.value])).toEqual([
        [3, 'a', 30],
        [4, 'd', 10],
      ]);
      expect(second.you).toBeNull();
      const nobody = await store.world.levelTable('w1-01', 'aaaaaaaaaaaaaa', {
        offset: 0,
        limit: 2,
        playerId: randomUUID(),
      });
      expect(nobody.you).toBeNull();
      expect(await store.world.levelBestsOf(d.id)).toEqual(
        expect.arrayContaining([
          { levelId: 'w1-01', levelHash: 'aaaaaaaaaaaaaa', points: 10, at: T0 + 4 },
          { levelId: 'w1-01', levelHash: 'bbbbbbbbbbbbbb', points: 99, at: T0 + 7 },
        ]),
      );
    });

    it('keeps every arcade run and lists each player’s best with its initials', async () => {
      const [e, f] = [await player('e'), await player('f')];
      const run = (who: ClubPlayer, points: number, initials: string, at: number): AcceptedRecord => ({
        ...level(who, points, at),
        kind: 'arcade',
        levelId: null,
        levelHash: null,
        cleared: 3,
        initials,
      });
      await store.world.keepRecord(run(e, 500, 'EEE', T0));
      expect(await store.world.keepRecord(run(f, 700, 'FFF', T0 + 1))).toEqual({ place: 1, improved: true });
      expect(await store.world.keepRecord(run(e, 800, 'EEZ', T0 + 2))).toEqual({ place: 1, improved: true });
      const table = await store.world.arcadeTable({ offset: 0, limit: 20, playerId: f.id });
      expect(table.entries).toEqual([
        { place: 1, name: 'e', value: 800, initials: 'EEZ', at: T0 + 2 },
        { place: 2, name: 'f', value: 700, initials: 'FFF', at: T0 + 1 },
      ]);
      expect(table.you).toEqual({ place: 2, name: 'f', value: 700, initials: 'FFF', at: T0 + 1 });
      // e's better run replaced e's row: still two players on the table, and a deep page is empty.
      expect(table.total).toBe(2);
      expect((await store.world.arcadeTable({ offset: 1, limit: 20, playerId: null })).entries).toEqual([
        { place: 2, name: 'f', value: 700, initials: 'FFF', at: T0 + 1 },
      ]);
      expect((await store.world.arcadeTable({ offset: 2, limit: 20, playerId: null })).entries).toEqual([]);
      expect((await store.world.arcadeRunsOf(e.id, 10)).map((r) => [r.points, r.initials])).toEqual([
        [800, 'EEZ'],
        [500, 'EEE'],
      ]);
    });

    it('lists players by rating among those with 10 rated games in the pool since the cut-off', async () => {
      const [g, h, i] = [await player('g'), await player('h'), await player('i')];
      async function rated(x: ClubPlayer, o: ClubPlayer, at: number): Promise<void> {
        const id = randomUUID();
        await store.createGame({
          id,
          x: { id: x.id, name: x.name },
          o: { id: o.id, name: o.name },
          game: 'ataxx',
          start: 'x5o/7/7/7/7/7/o5x x 0 1',
          rules: 'arcade',
          timeControl: { initialMs: 180_000, incrementMs: 2_000 },
          rated: true,
          startedAt: at,
        });
        await store.finishGame(id, { result: 'x', reason: 'resign', endedAt: at });
        await store.rateGame(
          { gameId: id, pool: 'ataxx-arcade-blitz', x: x.id, o: o.id, scoreX: 1, at },
          winnerUp,
        );
      }
      // g beats h eleven times in the last days; i beats h ten times, the first long ago.
      for (let n = 0; n < 11; n++) await rated(g, h, T0 + n * DAY);
      await rated(i, h, T0 - 40 * DAY);
      for (let n = 1; n < 10; n++) await rated(i, h, T0 + n * DAY);
      // The table counts from the start of a UTC day (as the route asks).
      const since = (Math.floor(T0 / DAY) - 30) * DAY;
      const table = await store.world.playersTable('ataxx-arcade-blitz', since, {
        offset: 0,
        limit: 20,
        playerId: i.id,
      });
      expect(table.entries).toEqual([
        { place: 1, name: 'g', value: 1610, games: 11 },
        { place: 2, name: 'h', value: 1290, games: 20 },
      ]);
      expect(table.total).toBe(2);
      expect(table.you).toBeNull();
      // With the cut-off early enough, i's tenth game counts too: i is on the table, between g and h.
      const longer = await store.world.playersTable('ataxx-arcade-blitz', (Math.floor(T0 / DAY) - 50) * DAY, {
        offset: 1,
        limit: 1,
        playerId: i.id,
      });
      expect(longer.entries).toEqual([{ place: 2, name: 'i', value: 1600, games: 10 }]);
      expect(longer.you).toEqual({ place: 2, name: 'i', value: 1600, games: 10 });
      expect(longer.total).toBe(3);
    });
  });
}

function sqlOn(backend: StorageBackend) {
  return async () => {
    const options: ClubStoreOptions = await backend.fresh();
    const store = await openClubStore(options);
    return {
      store,
      done: async () => {
        await store.close();
        await backend.discard(options);
      },
    };
  };
}

worldSuite('world tables in memory', async () => ({ store: memoryClubStore(), done: async () => {} }));
worldSuite('world tables on PGlite', sqlOn(pgliteBackend));
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) worldSuite('world tables on PostgreSQL', sqlOn(postgresBackend(serverUrl)));
else
  describe('world tables on PostgreSQL', () => {
    it('needs TEST_DATABASE_URL', () => {
      expect.fail('TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh (as `npm test` does)');
    });
  });
