/**
 * What one client address may hold and do (issue 48), counted by the address the club itself sees:
 * websocket connections, joins to watch and watchers per game, rooms nobody has joined and computer
 * games going; X-Forwarded-For and its kin are ignored without TRUSTED_PROXY, on HTTP and on the room's
 * door alike; and errors a client causes are answered and logged as refusals (a malformed path is a
 * 400, Colyseus's stack traces go through the throttled refusal log). The club listens on both
 * loopbacks, so 127.0.0.1 and ::1 are two addresses.
 */
import { randomBytes } from 'node:crypto';
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../src/net';
import { LOBBY_ROOM_ID } from '../../src/net/lobby';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { createGame, guest, post, Seat, TestClock } from './club-harness';
import { rawRequest, refusalLines } from './security-club';

let club: RunningClub;
let v4 = '';
let v6 = '';
const logs: string[] = [];

beforeAll(async () => {
  club = await startClub({
    port: 0,
    host: '::',
    store: memoryClubStore(),
    secret: randomBytes(32),
    now: new TestClock().now,
    tickMs: 10,
    engineWorkers: 1,
    computerThinkMs: 0,
    apiCallsPerMinute: 10_000,
    limits: {
      connectionsPerAddress: 5,
      watchJoinsPerMinute: 3,
      watchersPerRoom: 2,
      unjoinedRoomsPerAddress: 2,
      computerGamesPerAddress: 1,
    },
    log: (line) => logs.push(line),
  });
  v4 = `http://127.0.0.1:${club.port}`;
  v6 = `http://[::1]:${club.port}`;
}, 60_000);
afterAll(async () => {
  await club?.close();
});

/** A lobby connection as a player, claiming to come from `claimed` (a header the club must ignore). */
const lobby = (url: string, session: Session, claimed = '203.0.113.7'): Promise<Room> =>
  new Client(url, { headers: { 'x-forwarded-for': claimed, 'x-real-ip': claimed } }).joinById(LOBBY_ROOM_ID, {
    protocol: PROTOCOL_VERSION,
    token: session.token,
  });

const watch = (url: string, code: string): Promise<Room> =>
  new Client(url).joinById(code, { protocol: PROTOCOL_VERSION, watch: true });

/** Waits until `attempt` succeeds (a connection's close reaches the club a moment after `leave`). */
async function eventually<T>(attempt: () => Promise<T>, ms = 3_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('websocket connections per address', () => {
  it('holds an address to its cap, whatever X-Forwarded-For each connection claims', async () => {
    const player = await guest(v4);
    const open: Room[] = [];
    for (let i = 0; i < 5; i++) open.push(await lobby(v4, player, `198.51.100.${i + 1}`));
    await expect(lobby(v4, player, '198.51.100.99')).rejects.toThrow();
    expect(
      refusalLines(logs).some(
        (line) => line.to === 'websocket' && line.code === 'rate-limited' && line.address === '127.0.0.1',
      ),
    ).toBe(true);
    // Another address is not held up; one connection closed makes room for one more.
    open.push(await lobby(v6, player));
    await open.shift()?.leave();
    open.push(await eventually(() => lobby(v4, player)));
    await Promise.all(open.map((room) => room.leave()));
  });
});

describe('watching', () => {
  it('takes two watchers a game here, and three joins to watch a minute from one address', async () => {
    const [x, o] = [await guest(v4), await guest(v4)];
    const code = await createGame(v4, x);
    const seats = [await Seat.join(v4, code, x), await Seat.join(v4, code, o)];
    const first = await watch(v4, code);
    const second = await watch(v6, code);
    await expect(watch(v6, code)).rejects.toThrow(/not-allowed/);
    await second.leave();
    // ::1 has joined to watch once; twice more this minute, and then no more.
    const third = await eventually(() => watch(v6, code));
    await third.leave();
    const fourth = await eventually(() => watch(v6, code));
    await fourth.leave();
    await expect(eventually(() => watch(v6, code), 500)).rejects.toThrow(/rate-limited/);
    expect(refusalLines(logs).some((line) => line.code === 'rate-limited' && line.address === '::1')).toBe(
      true,
    );
    await first.leave();
    await Promise.all(seats.map((seat) => seat.room.leave()));
  });
});

describe('rooms an address holds', () => {
  it('opens two rooms nobody has joined per address; a join frees one', async () => {
    const [mine, theirs] = [await guest(v4), await guest(v6)];
    const codes = [await createGame(v4, mine), await createGame(v4, mine)];
    const third = await post(v4, '/api/games', { ...gameOrder, token: mine.token });
    expect([third.status, third.body.code]).toEqual([429, 'rate-limited']);
    expect(third.body.text).toMatch(/2 games nobody has joined/);
    // Another address opens its own.
    expect((await post(v6, '/api/games', { ...gameOrder, token: theirs.token })).status).toBe(201);
    const seat = await Seat.join(v4, codes[0], mine);
    const fourth = await post(v4, '/api/games', { ...gameOrder, token: mine.token });
    expect(fourth.status).toBe(201);
    // Joined, every room is off the address's count for the tests after.
    const others = [await Seat.join(v4, codes[1], mine), await Seat.join(v4, fourth.body.code, mine)];
    await Promise.all([seat, ...others].map((each) => each.room.leave()));
  });

  it('keeps one game against the computer going per address; its end frees it', async () => {
    const player = await guest(v4);
    const order = JSON.stringify({ ...gameOrder, token: player.token, strength: 1 });
    const computer = (): Promise<{ status: number; text: string }> =>
      rawRequest(v4, 'POST', '/api/computer-games', { body: order, from: '127.0.0.5' });
    const opened = await computer();
    expect(opened.status).toBe(201);
    const again = await computer();
    expect(again.status).toBe(429);
    expect(again.text).toMatch(/against the computer/);
    const seat = await Seat.join(v4, JSON.parse(opened.text).code as string, player);
    await seat.untilState('the computer seated', (view) => view.phase === 'playing');
    seat.send('resign');
    await seat.untilState('over', (view) => view.phase === 'over');
    expect((await computer()).status).toBe(201);
    await seat.room.leave();
  });
});

describe('claimed addresses without TRUSTED_PROXY', () => {
  it('ignores X-Forwarded-For and X-Real-IP at the room door and on the API', async () => {
    const owner = await guest(v4);
    const code = await createGame(v4, owner);
    const spoof = {
      'x-forwarded-for': '203.0.113.7',
      'x-real-ip': '203.0.113.8',
      'x-client-ip': '203.0.113.9',
    };
    await expect(
      new Client(v4, { headers: spoof }).joinById(code, { protocol: PROTOCOL_VERSION, token: 'not-a-token' }),
    ).rejects.toThrow(/bad-token/);
    const api = await fetch(`${v4}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...spoof },
      body: '{}',
    });
    expect(api.status).toBe(400);
    await vi.waitFor(() => {
      const lines = refusalLines(logs);
      expect(lines.some((line) => line.place === 'join' && line.address === '127.0.0.1')).toBe(true);
      expect(lines.some((line) => line.place === 'http' && line.address === '127.0.0.1')).toBe(true);
    });
    expect(JSON.stringify(refusalLines(logs))).not.toContain('203.0.113.');
  });
});

describe('errors a client causes', () => {
  it('answers a malformed % escape in a path with 400, not 500', async () => {
    for (const path of ['/api/world/levels/%E0%A4%A', '/api/players/%E0%A4%A', '/api/names/%ZZ']) {
      const reply = await fetch(`${v4}${path}`);
      expect([reply.status, ((await reply.json()) as { code: string }).code], path).toEqual([
        400,
        'malformed',
      ]);
    }
  });

  it("logs Colyseus's errors for undecodable frames as throttled refusal lines, without a stack", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const player = await guest(v4);
      const code = await createGame(v4, player);
      for (let i = 0; i < 3; i++) {
        const seat = await Seat.join(v4, code, player);
        // A room message `move` whose msgpack payload ends too soon: Colyseus closes the connection.
        seat.room.connection.send(new Uint8Array([13, 0xa4, 0x6d, 0x6f, 0x76, 0x65, 0xd9, 0xff]));
        await seat.until('closed', () => seat.left !== null);
      }
      await vi.waitFor(() =>
        expect(refusalLines(logs).filter((line) => line.place === 'colyseus').length).toBeGreaterThan(0),
      );
      expect(errors).not.toHaveBeenCalled();
      expect(logs.join('\n')).not.toMatch(/\n\s+at /);
    } finally {
      errors.mockRestore();
    }
  });
});

const gameOrder = { start: 'x5o/7/7/7/7/7/o5x x 0 1', rules: 'classic', timeControl: '1+1', colour: 'x' };
