/**
 * The ratings half of the club's storage, on PGlite, on a PostgreSQL server (TEST_DATABASE_URL, which
 * `npm test` provides) and in memory: one contract, three back-ends.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubPlayer, ClubStore, NewClubGame } from '../../src/server/storage/club-store';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import type { Glicko, RateBoth } from '../../src/server/storage/rating-store';
import { openClubStore, type ClubStoreOptions } from '../../src/server/storage/store';
import { pgliteBackend, postgresBackend, type StorageBackend } from './storage-backends';

const OPEN_TIMEOUT_MS = 60_000;
const T0 = 1_796_000_000_000;

function newPlayer(name: string): ClubPlayer {
  return { id: randomUUID(), name, nameKey: `${name}-${randomUUID()}`, createdAt: T0, lastSeenAt: T0 };
}

function newGame(x: ClubPlayer, o: ClubPlayer, startedAt: number): NewClubGame {
  return {
    id: randomUUID(),
    x: { id: x.id, name: x.name },
    o: { id: o.id, name: o.name },
    game: 'ataxx',
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: 'classic',
    timeControl: { initialMs: 180_000, incrementMs: 2_000 },
    rated: true,
    startedAt,
  };
}

/** A stand-in for Glicko-2 that makes each write easy to check: the winner +10, the loser −10. */
const plusTen =
  (scoreX: number): RateBoth =>
  (x: Glicko, o: Glicko) => ({
    x: { rating: x.rating + 20 * (scoreX - 0.5), deviation: x.deviation - 50, volatility: 0.061 },
    o: { rating: o.rating - 20 * (scoreX - 0.5), deviation: o.deviation - 50, volatility: 0.059 },
  });

function ratingSuite(name: string, open: () => Promise<{ store: ClubStore; done: () => Promise<void> }>) {
  describe(name, () => {
    let store: ClubStore;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ store, done } = await open());
    }, OPEN_TIMEOUT_MS);
    afterAll(() => done?.(), OPEN_TIMEOUT_MS);

    async function played(x: ClubPlayer, o: ClubPlayer, at: number, result: 'x' | 'o' | 'draw') {
      const game = newGame(x, o, at);
      await store.createGame(game);
      await store.finishGame(game.id, { result, reason: 'resign', endedAt: at + 1000 });
      return game;
    }

    it('rates a game once: both ratings from the start rating, the counts and the history', async () => {
      const [ada, bea] = [newPlayer('ada'), newPlayer('bea')];
      const game = await played(ada, bea, T0, 'x');
      const first = await store.rateGame(
        { gameId: game.id, pool: 'ataxx-classic-blitz', x: ada.id, o: bea.id, scoreX: 1, at: T0 + 1000 },
        plusTen(1),
      );
      expect(first?.x).toMatchObject({ score: 1, before: { rating: 1500, deviation: 350 } });
      expect(first?.x.after).toEqual({ rating: 1510, deviation: 300, volatility: 0.061 });
      expect(first?.o.after).toEqual({ rating: 1490, deviation: 300, volatility: 0.059 });
      // A second call for the same game (a retry) writes nothing.
      const again = await store.rateGame(
        { gameId: game.id, pool: 'ataxx-classic-blitz', x: ada.id, o: bea.id, scoreX: 1, at: T0 + 1000 },
        plusTen(1),
      );
      expect(again).toBeNull();
      expect(await store.ratingOf(ada.id, 'ataxx-classic-blitz')).toMatchObject({
        rating: 1510,
        games: 1,
        wins: 1,
        draws: 0,
        losses: 0,
      });
      expect(await store.ratingOf(bea.id, 'ataxx-classic-blitz')).toMatchObject({ rating: 1490, losses: 1 });
      expect(await store.ratingOf(ada.id, 'ataxx-arcade-blitz')).toBeNull();

      const second = await played(bea, ada, T0 + 10_000, 'draw');
      await store.rateGame(
        {
          gameId: second.id,
          pool: 'ataxx-classic-blitz',
          x: bea.id,
          o: ada.id,
          scoreX: 0.5,
          at: T0 + 11_000,
        },
        plusTen(0.5),
      );
      expect(await store.ratingOf(ada.id, 'ataxx-classic-blitz')).toMatchObject({
        rating: 1510,
        deviation: 250,
        games: 2,
        wins: 1,
        draws: 1,
      });
      const history = await store.ratingHistory(ada.id, 'ataxx-classic-blitz', 10);
      expect(history.map((change) => [change.gameId, change.after.rating, change.score])).toEqual([
        [game.id, 1510, 1],
        [second.id, 1510, 0.5],
      ]);
      expect((await store.ratingHistory(ada.id, 'ataxx-classic-blitz', 1)).map((c) => c.gameId)).toEqual([
        second.id,
      ]);
      expect((await store.ratingsOf(ada.id)).map((rating) => rating.pool)).toEqual(['ataxx-classic-blitz']);
      const inGames = await store.ratingChangesIn(ada.id, [game.id, 'no-such-game']);
      expect(inGames.map((change) => change.gameId)).toEqual([game.id]);
      expect(await store.winsDrawsLosses(ada.id)).toEqual({ wins: 1, draws: 1, losses: 0 });
      expect(await store.winsDrawsLosses(bea.id)).toEqual({ wins: 0, draws: 1, losses: 1 });
    });

    it('tells the rating what each player gained from the other in the pool since a time', async () => {
      const [eve, fay, gus] = [newPlayer('eve'), newPlayer('fay'), newPlayer('gus')];
      const rate = async (
        x: ClubPlayer,
        o: ClubPlayer,
        at: number,
        scoreX: number,
        pool = 'ataxx-classic-blitz',
      ) => {
        const game = await played(x, o, at, scoreX === 1 ? 'x' : scoreX === 0 ? 'o' : 'draw');
        await store.rateGame({ gameId: game.id, pool, x: x.id, o: o.id, scoreX, at }, plusTen(scoreX));
      };
      await rate(eve, fay, T0, 1); // eve +10 from fay: before the window
      await rate(eve, fay, T0 + 60_000, 1); // eve +10
      await rate(fay, eve, T0 + 120_000, 0); // eve +10 as o
      await rate(fay, eve, T0 + 180_000, 1); // fay +10
      await rate(eve, gus, T0 + 240_000, 1); // from another opponent: not counted
      await rate(eve, fay, T0 + 300_000, 1, 'ataxx-arcade-blitz'); // another pool: not counted
      const last = await played(eve, fay, T0 + 400_000, 'x');
      const seen: unknown[] = [];
      await store.rateGame(
        {
          gameId: last.id,
          pool: 'ataxx-classic-blitz',
          x: eve.id,
          o: fay.id,
          scoreX: 1,
          at: T0 + 400_000,
          gainsSince: T0 + 1,
        },
        (x, o, gained) => {
          seen.push(gained);
          return plusTen(1)(x, o, gained);
        },
      );
      expect(seen).toEqual([{ x: 20, o: 10 }]);
    });

    it('remembers the browsers a player used, shares them by time, and forgets old ones', async () => {
      const [hal, ivy] = [newPlayer('hal'), newPlayer('ivy')];
      const DAY = 86_400_000;
      await store.noteBrowser(hal.id, 'browser-one', T0, T0 - 30 * DAY);
      await store.noteBrowser(ivy.id, 'browser-two', T0, T0 - 30 * DAY);
      expect(await store.shareBrowser(hal.id, ivy.id, T0 - DAY)).toBe(false);
      await store.noteBrowser(ivy.id, 'browser-one', T0 + 5 * DAY, T0 - 25 * DAY);
      expect(await store.shareBrowser(hal.id, ivy.id, T0 - DAY)).toBe(true);
      expect(await store.shareBrowser(ivy.id, hal.id, T0 - DAY)).toBe(true);
      // Used by hal before the time asked about: not shared since then.
      expect(await store.shareBrowser(hal.id, ivy.id, T0 + DAY)).toBe(false);
      // A later use moves hal's time on; an earlier note never moves it back.
      await store.noteBrowser(hal.id, 'browser-one', T0 + 2 * DAY, T0 - 28 * DAY);
      await store.noteBrowser(hal.id, 'browser-one', T0 + DAY, T0 - 29 * DAY);
      expect(await store.shareBrowser(hal.id, ivy.id, T0 + 2 * DAY)).toBe(true);
      // A note 40 days on forgets what hal used more than 30 days before it.
      await store.noteBrowser(hal.id, 'browser-three', T0 + 40 * DAY, T0 + 10 * DAY);
      expect(await store.shareBrowser(hal.id, ivy.id, 0)).toBe(false);
    });

    it('keeps review flags per game, once per reason', async () => {
      const game = await played(newPlayer('cy'), newPlayer('di'), T0, 'o');
      expect(await store.flagsOf(game.id)).toEqual([]);
      await store.flagGame(game.id, 'same-address', T0);
      await store.flagGame(game.id, 'same-address', T0 + 1);
      expect(await store.flagsOf(game.id)).toEqual(['same-address']);
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

ratingSuite('ratings in memory', async () => ({ store: memoryClubStore(), done: async () => {} }));
ratingSuite('ratings on PGlite', sqlOn(pgliteBackend));
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) ratingSuite('ratings on PostgreSQL', sqlOn(postgresBackend(serverUrl)));
else
  describe('ratings on PostgreSQL', () => {
    // Not a skip: a suite that quietly did not run would pass in CI without checking anything.
    it('needs TEST_DATABASE_URL', () => {
      expect.fail('TEST_DATABASE_URL is not set: run through scripts/with-postgres.sh (as `npm test` does)');
    });
  });
