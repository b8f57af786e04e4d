/**
 * The club's rooms against a hostile client: each attack is refused with its code, logged once (and no
 * more than the log's allowance however hard it is pushed), and leaves every table of the database
 * exactly as it was.
 */
import { randomBytes } from 'node:crypto';
import { Client } from '@colyseus/sdk';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { LOBBY_ROOM_ID } from '../../src/net/lobby';
import { REFUSAL_LINES_PER_SOURCE_PER_MINUTE } from '../../src/server/refusal-log';
import { createGame, guest, Seat, startGame } from './club-harness';
import { refusalLines, startSecureClub, type SecureClub } from './security-club';

let secure: SecureClub;
beforeAll(async () => {
  secure = await startSecureClub();
}, 60_000);
afterAll(async () => {
  await secure?.close();
});

/** Waits until the store holds the game both seats see, with at least `moves` of its moves. */
async function stored(seat: Seat, moves = 0): Promise<void> {
  const id = seat.state.gameId ?? '';
  for (let tries = 0; tries < 500; tries++) {
    const game = await secure.club.context.store.gameById(id);
    if (game && game.moves.length >= moves) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`game ${id} never reached the store with ${moves} moves`);
}

/** A game begun and written to the store, and the database as it then stands. */
async function quietGame(): Promise<{ x: Seat; o: Seat; code: string; before: string }> {
  const game = await startGame(secure.url);
  await stored(game.x);
  return { ...game, before: await secure.snapshot() };
}

const logged = (code: string, place: string, player?: string): boolean =>
  refusalLines(secure.logs).some(
    (line) => line.code === code && line.place === place && (player === undefined || line.player === player),
  );

const sign = (subject: string, key: Uint8Array, expiresAt: number): Promise<string> =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('infection-club')
    .setSubject(subject)
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(key);

describe('tokens at the door', () => {
  it('turns away a forged, an edited and an expired token from a game and from the lobby', async () => {
    const owner = await guest(secure.url);
    const code = await createGame(secure.url, owner);
    const before = await secure.snapshot();
    const later = secure.clock.time + 86_400_000;
    const [header, , signature] = owner.token.split('.');
    const edited = Buffer.from(JSON.stringify({ sub: 'someone-else', iss: 'infection-club' })).toString(
      'base64url',
    );
    const tokens = {
      forged: await sign(owner.player.id, randomBytes(32), later),
      edited: `${header}.${edited}.${signature}`,
      expired: await sign(owner.player.id, secure.secret, secure.clock.time - 1000),
    };
    const joinsBefore = refusalLines(secure.logs).filter((line) => line.place === 'join').length;
    for (const [what, token] of Object.entries(tokens)) {
      for (const room of [code, LOBBY_ROOM_ID]) {
        await expect(
          new Client(secure.url).joinById(room, { protocol: PROTOCOL_VERSION, token }),
          `${what} → ${room}`,
        ).rejects.toThrow(/bad-token/);
      }
    }
    const joins = refusalLines(secure.logs).filter((line) => line.place === 'join');
    expect(joins.length - joinsBefore).toBe(6);
    expect(joins.at(-1)).toMatchObject({ code: 'bad-token' });
    // The good token still works: the refusals were about the tokens, not the player.
    await Seat.join(secure.url, code, owner);
    expect(await secure.snapshot()).toBe(before);
  });
});

describe('who may move', () => {
  it('refuses a move for the other player, and logs it against the one who tried', async () => {
    const { x, o, before } = await quietGame();
    // x's move, sent by o: the server moves for the sender's own seat only, and it is x's turn.
    expect(await o.nextRefusal(() => o.send('move', { ply: 1, move: 'b6' }))).toMatchObject({
      to: 'move',
      code: 'not-your-turn',
    });
    expect(await x.nextRefusal(() => x.send('move', { ply: 1, move: 'f6' }))).toMatchObject({
      code: 'illegal-move',
    });
    expect(logged('not-your-turn', 'room', o.session.player.id)).toBe(true);
    expect(logged('illegal-move', 'room', x.session.player.id)).toBe(true);
    expect(x.state.moves).toEqual([]);
    expect(await secure.snapshot()).toBe(before);
  });

  it('refuses every move and offer of a spectator, with or without a token', async () => {
    const { x, code, before } = await quietGame();
    const watch = async (token?: string): Promise<Seat> =>
      new Seat(
        new Client(secure.url),
        await new Client(secure.url).joinById(code, { protocol: PROTOCOL_VERSION, watch: true, token }),
        x.session,
      );
    for (const watcher of [await watch(), await watch(x.session.token)]) {
      await watcher.untilState('the game', (view) => view.phase === 'playing');
      for (const [type, payload] of [['move', { ply: 1, move: 'b6' }], ['resign'], ['draw-offer']] as const) {
        const refused = await watcher.nextRefusal(() => watcher.send(type, payload));
        expect(refused).toMatchObject({ to: type, code: 'not-a-player' });
      }
    }
    expect(logged('not-a-player', 'room')).toBe(true);
    expect(x.state.moves).toEqual([]);
    expect(x.state.end).toBeNull();
    expect(await secure.snapshot()).toBe(before);
  });
});

describe('a replayed message', () => {
  it('acknowledges a move sent again without playing it twice', async () => {
    const { x, o } = await quietGame();
    for (const [seat, ply, move] of [
      [x, 1, 'b6'],
      [o, 2, 'f6'],
      [x, 3, 'b5'],
    ] as const) {
      seat.send('move', { ply, move });
      await x.untilState(`ply ${ply}`, (view) => view.moves.length === ply);
    }
    await stored(x, 1);
    const before = await secure.snapshot();
    const acks = x.acks.length;
    x.send('move', { ply: 1, move: 'b6' });
    x.send('move', { ply: 3, move: 'b5' });
    await x.until('two more acks', () => x.acks.length === acks + 2);
    expect(x.acks.slice(acks)).toEqual([1, 3]);
    // The same ply with another move is not a replay: refused.
    expect((await x.nextRefusal(() => x.send('move', { ply: 1, move: 'b7' }))).code).toBe('wrong-ply');
    o.send('ping', { t: 1 });
    await o.until('a pong', () => o.pongs.length > 0);
    expect(o.state.moves.map((played) => played.move)).toEqual(['b6', 'f6', 'b5']);
    expect(await secure.snapshot()).toBe(before);
  });
});

describe('junk and floods', () => {
  it('refuses malformed messages and raw garbage, and closes on an oversized frame', async () => {
    const { x, o, before } = await quietGame();
    const cases: [string, unknown, string][] = [
      ['move', 'b6', 'malformed'],
      ['move', { ply: '1', move: 'b6' }, 'malformed'],
      ['move', { ply: 1, move: 'b6', side: 'o' }, 'malformed'],
      ['move', { ply: 1e9, move: 'b6' }, 'malformed'],
      ['ping', { t: 'now' }, 'malformed'],
      ['resign', { because: 'bored' }, 'malformed'],
      ['__proto__', { polluted: true }, 'unknown-message'],
      ['<script>alert(1)</script>', null, 'unknown-message'],
    ];
    for (const [type, payload, code] of cases) {
      const refused = await x.nextRefusal(() => x.send(type, payload));
      expect(refused.code, `${type} ${JSON.stringify(payload)}`).toBe(code);
    }
    expect(logged('malformed', 'room', x.session.player.id)).toBe(true);
    expect(logged('unknown-message', 'room', x.session.player.id)).toBe(true);
    // Frames that are not Colyseus messages at all: a room message with no type, or bad msgpack.
    const raw = (bytes: number[]): void => x.room.connection.send(new Uint8Array(bytes));
    const seen = x.refusals.length;
    raw([13]);
    raw([13, 0xd9, 0xff]);
    raw([13, 0xa4, 0x6d, 0x6f, 0x76, 0x65, 0xc1]);
    o.send('ping', { t: 2 });
    await o.until('a pong', () => o.pongs.length > 0);
    await x.until('the garbage answered or the door', () => x.refusals.length > seen || x.left !== null);
    x.send('move', { ply: 1, move: 'b6', junk: 'x'.repeat(10_000) });
    await x.until('closed', () => x.left !== null);
    await o.untilState('x gone', (view) => view.players.x?.connected === false);
    expect(o.state.moves).toEqual([]);
    expect(await secure.snapshot()).toBe(before);
  });

  it('shows a thousand messages a second the door, logging a bounded number of lines', async () => {
    const { x, o, before } = await quietGame();
    const linesBefore = secure.logs.length;
    // Ten every 10 ms for a second: a thousand moves, and pings and junk among them.
    for (let burst = 0; burst < 100 && x.left === null; burst++) {
      for (let i = 0; i < 10; i++) {
        const n = burst * 10 + i;
        if (n % 3 === 0) x.send('ping', { t: n });
        else if (n % 3 === 1) x.send('move', { ply: 1, move: 'b6' });
        else x.send('move', { ply: n, move: 'junk' });
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await x.until('the door', () => x.left !== null);
    expect(x.refusals.some((refused) => refused.code === 'rate-limited')).toBe(true);
    await o.untilState('x gone', (view) => view.players.x?.connected === false);
    const lines = refusalLines(secure.logs.slice(linesBefore));
    const perCode = new Map<unknown, number>();
    for (const line of lines) perCode.set(line.code, (perCode.get(line.code) ?? 0) + 1);
    expect(perCode.get('rate-limited')).toBeGreaterThan(0);
    for (const count of perCode.values())
      expect(count).toBeLessThanOrEqual(REFUSAL_LINES_PER_SOURCE_PER_MINUTE);
    // The one legal move among the flood may have been played; nothing else was.
    expect(o.state.moves.length).toBeLessThanOrEqual(1);
    if (o.state.moves.length === 0) expect(await secure.snapshot()).toBe(before);
    // The club still serves everyone else.
    o.send('ping', { t: 3 });
    await o.until('a pong', () => o.pongs.length > 0);
  });
});
