/**
 * A crowd of watchers (issue 48): a hundred watchers joining a game cost each player a few bytes each
 * (`watchers { count }`), never the whole game again, and the game takes no more than its cap. The
 * bytes are counted as they arrive on the player's websocket.
 */
import { randomBytes } from 'node:crypto';
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { createGame, guest, Seat, TestClock } from './club-harness';

const WATCHERS = 100;

let club: RunningClub;
beforeAll(async () => {
  club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: memoryClubStore(),
    secret: randomBytes(32),
    now: new TestClock().now,
    tickMs: 10,
    engineWorkers: 1,
    apiCallsPerMinute: 10_000,
    // All from 127.0.0.1: the caps per address are not what this file is about.
    limits: { connectionsPerAddress: 1_000, watchJoinsPerMinute: 1_000, watchersPerRoom: WATCHERS },
    log: () => undefined,
  });
}, 60_000);
afterAll(async () => {
  await club?.close();
});

/** The sizes of the frames the room's websocket receives from now on. */
function frames(room: Room): number[] {
  const sizes: number[] = [];
  const socket = (room.connection as unknown as { transport: { ws: WebSocket } }).transport.ws;
  socket.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as ArrayBuffer | Buffer | string;
    sizes.push(typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
  });
  return sizes;
}

describe('a hundred watchers', () => {
  it('cost each player at most 1 KB a join or a leave, and the game takes no more than its cap', async () => {
    const [first, second] = [await guest(club.url), await guest(club.url)];
    const code = await createGame(club.url, first);
    const x = await Seat.join(club.url, code, first);
    const o = await Seat.join(club.url, code, second);
    await x.untilState('both seated', (view) => view.phase === 'playing');
    x.send('move', { ply: 1, move: 'b6' });
    for (const seat of [x, o]) await seat.untilState('the first move', (view) => view.moves.length === 1);
    const sizes = frames(x.room);
    const states = x.states.length;

    // Ten at a time, as a crowd arrives.
    const watchers: Seat[] = [];
    for (let batch = 0; batch < WATCHERS / 10; batch++) {
      const seats = await Promise.all(
        Array.from({ length: 10 }, () =>
          new Client(club.url)
            .joinById(code, { protocol: PROTOCOL_VERSION, watch: true })
            .then((room) => new Seat(new Client(club.url), room, first)),
        ),
      );
      watchers.push(...seats);
    }
    await x.until('every watcher counted', () => x.watcherCounts.length === WATCHERS);
    // Each watcher sees the game itself, with the count as it was when it came.
    for (const watcher of watchers) await watcher.untilState('the game', (view) => view.moves.length === 1);
    expect(Math.max(...watchers.map((watcher) => watcher.state.watchers))).toBe(WATCHERS);
    // The players heard a count per watcher, and no state at all.
    expect(x.states.length).toBe(states);
    expect(x.watcherCounts.toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: WATCHERS }, (_, i) => i + 1),
    );
    expect(sizes.length).toBeGreaterThanOrEqual(WATCHERS);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(1024);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(WATCHERS * 1024);

    // The cap: one more is turned away with the reason.
    await expect(
      new Client(club.url).joinById(code, { protocol: PROTOCOL_VERSION, watch: true }),
    ).rejects.toThrow(/not-allowed/);

    const heard = sizes.length;
    await Promise.all(watchers.slice(0, 50).map((watcher) => watcher.room.leave()));
    await o.until('fifty gone', () => o.watcherCounts.at(-1) === WATCHERS - 50);
    expect(x.states.length).toBe(states);
    expect(Math.max(...sizes.slice(heard))).toBeLessThanOrEqual(1024);
    // A move after it all shows everyone the count in the state again.
    o.send('move', { ply: 2, move: 'f6' });
    await x.untilState('the reply', (view) => view.moves.length === 2 && view.watchers === WATCHERS - 50);
    await Promise.all([...watchers.slice(50), x, o].map((seat) => seat.room.leave()));
  });
});
