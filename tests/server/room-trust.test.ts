/** Nobody but the two players changes a game, junk changes nothing, and floods are shown the door. */
import { randomBytes } from 'node:crypto';
import { Client } from '@colyseus/sdk';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOBBY_ROOM_ID } from '../../src/net/lobby';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { createGame, guest, post, Seat, startGame, startTestClub, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

describe('who may do what in a room', () => {
  it('lets a stranger watch but refuses their moves, to them alone', async () => {
    const { x, o, code } = await startGame(club.url);
    const stranger = await Seat.join(club.url, code, await guest(club.url));
    await stranger.untilState('the game', (v) => v.phase === 'playing');
    const seenByX = x.states.length;
    for (const type of ['move', 'resign', 'abort', 'draw-offer', 'takeback-request']) {
      const payload = type === 'move' ? { ply: 1, move: 'b6' } : undefined;
      const refused = await stranger.nextRefusal(() => stranger.send(type, payload));
      expect(refused).toMatchObject({ to: type, code: 'not-a-player' });
    }
    x.send('ping', { t: 7 });
    await x.until('a pong', () => x.pongs.length > 0);
    expect(x.states.length).toBe(seenByX);
    expect(x.refusals).toEqual([]);
    expect(o.refusals).toEqual([]);
    expect(x.state.moves).toEqual([]);
    expect(x.state.end).toBeNull();
  });

  it('shows players and watchers how many watch, and counts a watcher out when they leave', async () => {
    const { x, o, code } = await startGame(club.url);
    expect(x.state.watchers).toBe(0);
    const first = await Seat.join(club.url, code, await guest(club.url));
    const second = await Seat.join(club.url, code, await guest(club.url));
    await o.until('two watchers', () => o.watching === 2);
    await first.until('two watchers', () => first.watching === 2);
    await second.room.leave();
    await x.until('one watcher', () => x.watching === 1);
    expect(x.state.players.x?.connected && x.state.players.o?.connected).toBe(true);
  });

  it('refuses junk, out-of-turn and illegal moves, and changes nothing', async () => {
    const { x, o } = await startGame(club.url);
    const cases: [string, unknown, string][] = [
      ['move', 'b6', 'malformed'],
      ['move', { ply: 1 }, 'malformed'],
      ['move', { ply: 1, move: 'b6', fen: 'x6/7/7/7/7/7/7 x' }, 'malformed'],
      ['teleport', { to: 'a1' }, 'unknown-message'],
      ['move', { ply: 1, move: 'zz' }, 'illegal-move'],
      ['move', { ply: 1, move: 'd4' }, 'illegal-move'],
      ['move', { ply: 1, move: 'a7a4' }, 'illegal-move'],
      ['move', { ply: 3, move: 'b6' }, 'wrong-ply'],
      ['draw-accept', undefined, 'no-offer'],
      ['takeback-request', undefined, 'nothing-to-take-back'],
      ['rematch-offer', undefined, 'game-in-progress'],
    ];
    for (const [type, payload, code] of cases) {
      const refused = await x.nextRefusal(() => x.send(type, payload));
      expect(refused.code, `${type} ${JSON.stringify(payload)}`).toBe(code);
    }
    expect((await o.nextRefusal(() => o.send('move', { ply: 1, move: 'f6' }))).code).toBe('not-your-turn');
    expect(x.state.moves).toEqual([]);
    expect(o.refusals).toHaveLength(1);
    // Still a perfectly good game.
    x.send('move', { ply: 1, move: 'b6' });
    await o.untilState('ply 1', (v) => v.moves.length === 1);
  });

  it('rate-limits a flood and then disconnects the flooder', async () => {
    const { x, o } = await startGame(club.url);
    for (let i = 0; i < 80; i++) x.send('ping', { t: i });
    await x.until('the door', () => x.left !== null, 5_000);
    expect(x.refusals.some((refusal) => refusal.code === 'rate-limited')).toBe(true);
    expect(x.byes).toEqual([expect.objectContaining({ code: 'rate-limited' })]);
    expect(x.pongs.length).toBeLessThan(40);
    await o.untilState('x gone', (v) => v.players.x?.connected === false);
  });

  it('closes a connection that sends an oversized frame', async () => {
    const { x, o } = await startGame(club.url);
    x.send('move', { ply: 1, move: 'b6', junk: 'x'.repeat(10_000) });
    await x.until('closed', () => x.left !== null);
    await o.untilState('x gone', (v) => v.players.x?.connected === false);
    expect(o.state.moves).toEqual([]);
  });
});

describe('joining a room', () => {
  it('tells a client of an older protocol to update the game, before it sees a board', async () => {
    const owner = await guest(club.url);
    const code = await createGame(club.url, owner);
    const olds = [{ token: owner.token }, { watch: true }, { protocol: 1, token: owner.token }];
    for (const options of olds) {
      for (const room of [code, LOBBY_ROOM_ID]) {
        // The join itself is refused: no room, so never a state, however good the token.
        await expect(new Client(club.url).joinById(room, options), JSON.stringify(options)).rejects.toThrow(
          /^update-game: .*reload the page to update the game/,
        );
      }
    }
    expect(club.logs.some((line) => line.includes('"code":"update-game"'))).toBe(true);
    // The same player with this version is seated as ever.
    const seat = await Seat.join(club.url, code, owner);
    await seat.untilState('seated', (view) => view.players.x?.id === owner.player.id);
  });

  it('refuses a join without a token, with a forged token, or with an edited one', async () => {
    const owner = await guest(club.url);
    const code = await createGame(club.url, owner);
    const client = new Client(club.url);
    await expect(client.joinById(code, { protocol: PROTOCOL_VERSION })).rejects.toThrow(/bad-token/);
    await expect(client.joinById(code, { protocol: PROTOCOL_VERSION, token: 'not.a.token' })).rejects.toThrow(
      /bad-token/,
    );
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('infection-club')
      .setSubject(owner.player.id)
      .setExpirationTime('1d')
      .sign(randomBytes(32));
    await expect(client.joinById(code, { protocol: PROTOCOL_VERSION, token: forged })).rejects.toThrow(
      /bad-token/,
    );
    const [header, , signature] = owner.token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sub: 'someone-else', iss: 'infection-club' })).toString(
      'base64url',
    );
    await expect(
      client.joinById(code, { protocol: PROTOCOL_VERSION, token: `${header}.${otherPayload}.${signature}` }),
    ).rejects.toThrow(/bad-token/);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${otherPayload}.`;
    await expect(client.joinById(code, { protocol: PROTOCOL_VERSION, token: unsigned })).rejects.toThrow(
      /bad-token/,
    );
  });

  it('makes rooms only through POST /api/games', async () => {
    const owner = await guest(club.url);
    for (const path of [
      '/matchmake/create/game',
      '/club/matchmake/joinOrCreate/game',
      '/matchmake/join/game',
    ]) {
      const reply = await post(club.url, path, { token: owner.token, setupKey: 'guess' });
      expect(reply.status, path).toBe(403);
    }
    await expect(new Client(club.url).create('game', { token: owner.token })).rejects.toThrow();
  });

  it('seats the second player through the /club prefix the browser uses', async () => {
    const owner = await guest(club.url);
    const friend = await guest(club.url);
    const code = await createGame(club.url, owner, { colour: 'o' });
    const room = await new Client(`${club.url}/club`).joinById(code, {
      protocol: PROTOCOL_VERSION,
      token: friend.token,
    });
    const seat = new Seat(new Client(club.url), room, friend);
    const view = await seat.untilState('waiting', (v) => v.players.x?.id === friend.player.id);
    expect(view.players.o?.id).toBe(owner.player.id);
    expect(view.phase).toBe('playing');
  });
});
