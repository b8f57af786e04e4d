/** The quick-pairing queue alone: who is paired with whom, and when, on a clock the test moves. */
import { describe, expect, it } from 'vitest';
import type { TimeControlId } from '../../src/net/time-control';
import { pairingWindow, PairingQueue, type Seeker } from '../../src/server/quick-pairing';

const T0 = 1_700_000_000_000;
let ids = 0;

function seeker(rating: number, since = T0, more: Partial<Seeker> = {}): Seeker {
  const id = `p${++ids}`;
  const timeControl: TimeControlId = more.timeControl ?? '3+2';
  return {
    player: { id, name: id },
    sessionId: `s-${id}`,
    game: 'ataxx',
    rules: 'classic',
    timeControl,
    pool: 'ataxx-classic-blitz',
    rating,
    browser: `browser-${id}`,
    address: `10.0.0.${ids}`,
    since,
    ...more,
  };
}

const names = (pairs: ReturnType<PairingQueue['pair']>) =>
  pairs.map((p) => [p.first.player.id, p.second.player.id]);

describe('quick pairing', () => {
  it('widens the window from ±100 by 50 every 5 s of waiting', () => {
    expect(pairingWindow(0)).toBe(100);
    expect(pairingWindow(4_999)).toBe(100);
    expect(pairingWindow(5_000)).toBe(150);
    expect(pairingWindow(12_000)).toBe(200);
  });

  it('pairs two players within 100 at once, and one 160 apart only after both waited 10 s', () => {
    const queue = new PairingQueue();
    const a = seeker(1500);
    const b = seeker(1590);
    queue.seek(a);
    queue.seek(b);
    expect(names(queue.pair(T0))).toEqual([[a.player.id, b.player.id]]);
    expect(queue.size).toBe(0);

    const c = seeker(1500);
    const d = seeker(1660, T0 + 2_000);
    queue.seek(c);
    queue.seek(d);
    expect(queue.pair(T0)).toEqual([]);
    expect(queue.pair(T0 + 9_999)).toEqual([]); // c reaches 150 at 5 s, 200 at 10 s; d only 150 at 11.999
    expect(queue.pair(T0 + 11_999)).toEqual([]);
    expect(names(queue.pair(T0 + 12_000))).toEqual([[c.player.id, d.player.id]]);
  });

  it('serves the longest waiting first, with the closest rating, then the longest waiting among equals', () => {
    const queue = new PairingQueue();
    const first = seeker(1500, T0);
    const far = seeker(1580, T0 + 1);
    const closeLate = seeker(1530, T0 + 3);
    const closeEarly = seeker(1470, T0 + 2);
    for (const each of [first, far, closeLate, closeEarly]) queue.seek(each);
    expect(names(queue.pair(T0 + 10))).toEqual([
      [first.player.id, closeEarly.player.id],
      [far.player.id, closeLate.player.id],
    ]);
  });

  it('pairs only within the same game, variant and clock', () => {
    const queue = new PairingQueue();
    queue.seek(seeker(1500, T0, { rules: 'arcade', pool: 'ataxx-arcade-blitz' }));
    queue.seek(seeker(1500));
    queue.seek(seeker(1500, T0, { timeControl: '5+5', pool: 'ataxx-classic-rapid' }));
    queue.seek(seeker(1500, T0, { timeControl: '10+0', pool: 'ataxx-classic-rapid' }));
    // Another game that happens to share a variant's name and a clock is another queue.
    queue.seek(seeker(1500, T0, { game: 'other', pool: 'other-classic-blitz' }));
    expect(queue.pair(T0 + 60_000)).toEqual([]);
    expect(queue.counts()).toEqual({
      'ataxx-arcade-blitz': 1,
      'ataxx-classic-blitz': 1,
      'ataxx-classic-rapid': 2,
      'other-classic-blitz': 1,
    });
  });

  it('never pairs a player with themselves: not the same player, not the same browser, however long they wait', () => {
    const queue = new PairingQueue();
    const tab = seeker(1500);
    const sameBrowser = seeker(1500, T0, { browser: tab.browser });
    queue.seek(tab);
    queue.seek(sameBrowser);
    // The same player seeking again replaces the earlier search instead of facing it.
    queue.seek({ ...tab, sessionId: 'another-tab' });
    expect(queue.size).toBe(2);
    expect(queue.pair(T0 + 600_000)).toEqual([]);
    const stranger = seeker(1500);
    queue.seek(stranger);
    const pairs = queue.pair(T0 + 600_000);
    expect(pairs).toHaveLength(1);
    expect(pairs[0].second.player.id).toBe(stranger.player.id);
  });

  it('pairs two players from one address (their game is then played unrated: rated-pairs.test.ts)', () => {
    const queue = new PairingQueue();
    const home = seeker(1500);
    const housemate = seeker(1500, T0, { address: home.address });
    queue.seek(home);
    queue.seek(housemate);
    expect(names(queue.pair(T0))).toEqual([[home.player.id, housemate.player.id]]);
  });

  it('forgets a player who stops looking', () => {
    const queue = new PairingQueue();
    const a = seeker(1500);
    queue.seek(a);
    expect(queue.leave(a.player.id)).toBe(true);
    expect(queue.leave(a.player.id)).toBe(false);
    queue.seek(seeker(1500));
    expect(queue.pair(T0)).toEqual([]);
  });
});
