/**
 * Rated games that cannot be farmed (issue 48): two players from one address, or who used one browser in
 * the last 30 days, play unrated; a player gains at most 50 points a day from one opponent in a pool.
 * On the memory store (rating-storage.test.ts runs the store's part on PGlite and PostgreSQL too).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DAILY_GAIN_PER_OPPONENT } from '../../src/net/ratings';
import { hostOf, unratedBecause, type RatedSide } from '../../src/server/rated-pairs';
import { rateFinishedGame } from '../../src/server/ratings';
import type { ClubStore, NewClubGame } from '../../src/server/storage/club-store';
import { memoryClubStore } from '../../src/server/storage/memory-store';

const T0 = 1_796_000_000_000;
const DAY = 86_400_000;
const POOL = 'ataxx-classic-blitz';

const side = (playerId: string, browser: string, address: string): RatedSide => ({
  playerId,
  browser,
  address,
});

describe('a rated game between two players', () => {
  it('is played unrated when both come from one address, however the address is written', async () => {
    const store = memoryClubStore();
    const home = side('ada', 'browser-ada-1', '203.0.113.7');
    expect(await unratedBecause(store, home, side('bea', 'browser-bea-1', '203.0.113.7'), T0)).toBe(
      'same-address',
    );
    // A dual-stack socket writes an IPv4 peer as IPv6.
    expect(await unratedBecause(store, home, side('cy', 'browser-cy-1', '::ffff:203.0.113.7'), T0)).toBe(
      'same-address',
    );
    expect(hostOf('::FFFF:198.51.100.4')).toBe('198.51.100.4');
    expect(hostOf('2001:db8::1')).toBe('2001:db8::1');
    expect(await unratedBecause(store, home, side('di', 'browser-di-1', '198.51.100.4'), T0)).toBeNull();
  });

  it('is played unrated when one browser id was used by both in the last 30 days, and rated again after', async () => {
    const store = memoryClubStore();
    // Eve plays rated from her browser; then a second account, Fay, plays from it.
    expect(
      await unratedBecause(
        store,
        side('eve', 'eves-browser', '198.51.100.1'),
        side('gus', 'gus-browser', '198.51.100.2'),
        T0,
      ),
    ).toBeNull();
    expect(
      await unratedBecause(
        store,
        side('fay', 'eves-browser', '198.51.100.3'),
        side('hal', 'hals-browser', '198.51.100.4'),
        T0 + DAY,
      ),
    ).toBeNull();
    // Eve, now in another browser at another address, meets Fay: the browser they shared gives them away.
    const eve = side('eve', 'eves-new-browser', '198.51.100.5');
    const fay = side('fay', 'fays-browser', '198.51.100.6');
    expect(await unratedBecause(store, eve, fay, T0 + 10 * DAY)).toBe('shared-browser');
    expect(await unratedBecause(store, fay, eve, T0 + 10 * DAY)).toBe('shared-browser');
    // Strangers who never shared one stay rated.
    expect(
      await unratedBecause(store, eve, side('gus', 'gus-browser', '198.51.100.2'), T0 + 10 * DAY),
    ).toBeNull();
    // 30 days after Eve last used it, the old browser no longer counts.
    expect(await unratedBecause(store, eve, fay, T0 + 31 * DAY)).toBeNull();
  });
});

/** A finished game of `x` against `o`, kept in the store, ready to rate. */
async function finished(store: ClubStore, x: string, o: string, winner: 'x' | 'o', at: number) {
  const game: NewClubGame = {
    id: randomUUID(),
    x: { id: x, name: x },
    o: { id: o, name: o },
    game: 'ataxx',
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: 'classic',
    timeControl: { initialMs: 180_000, incrementMs: 2_000 },
    rated: true,
    startedAt: at - 60_000,
  };
  const end = { result: winner, reason: 'resign', at } as const;
  await store.createGame(game);
  await store.finishGame(game.id, { result: winner, reason: 'resign', endedAt: at });
  const changes = await rateFinishedGame(store, game, end, POOL);
  if (!changes) throw new Error('the game was not rated');
  return changes;
}

describe('the daily cap on points from one opponent', () => {
  it('holds a winner to 50 points a day from one opponent in a pool, and not their loser', async () => {
    expect(DAILY_GAIN_PER_OPPONENT).toBe(50);
    const store = memoryClubStore();
    // Two new players: Glicko-2 would give the winner +162.
    const first = await finished(store, 'ada', 'bea', 'x', T0);
    expect(first.x.after - first.x.before).toBeCloseTo(50, 6);
    expect(first.o.after - first.o.before).toBeCloseTo(-162.3, 0);
    // The same pair again that day (ada now as o): nothing more for ada.
    const second = await finished(store, 'bea', 'ada', 'o', T0 + 3_600_000);
    expect(second.o.after).toBeCloseTo(second.o.before, 6);
    expect(second.o.afterDeviation).toBeLessThan(second.o.beforeDeviation);
    // Another opponent the same day is another 50.
    const other = await finished(store, 'ada', 'cy', 'x', T0 + 7_200_000);
    expect(other.x.after - other.x.before).toBeGreaterThan(0);
    expect(other.x.after - other.x.before).toBeLessThanOrEqual(50 + 1e-9);
    // A day after the first game, ada may gain from bea again, up to what the last 24 hours leave.
    const later = await finished(store, 'ada', 'bea', 'x', T0 + DAY + 1);
    expect(later.x.after - later.x.before).toBeGreaterThan(0);
    expect(later.x.after - later.x.before).toBeLessThanOrEqual(50 + 1e-9);
    const stored = await store.ratingOf('ada', POOL);
    expect(stored?.rating).toBeCloseTo(later.x.after, 6);
  });
});
