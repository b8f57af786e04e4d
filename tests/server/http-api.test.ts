/** The club's JSON API over real HTTP: guests and their names, sessions, creating games, kept games. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, post, Seat, startTestClub, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe('POST /api/guest', () => {
  it('makes a guest with a signed token valid for 30 days', async () => {
    const reply = await post(club.url, '/api/guest', { name: '  Slime_King ' });
    expect(reply.status).toBe(201);
    expect(reply.body.player.name).toBe('Slime_King');
    expect(reply.body.token.split('.')).toHaveLength(3);
    expect(reply.body.expiresAt).toBe(Math.floor((club.clock.time + 30 * DAY) / 1000) * 1000);
    expect((await club.store.playerById(reply.body.player.id))?.nameKey).toBe('siime_king');
  });

  it.each([
    ['ab', 'name-too-short'],
    ['a'.repeat(21), 'name-too-long'],
    ['two words', 'name-characters'],
    ['ünïcode', 'name-characters'],
  ])('refuses the name %j (%s)', async (name, code) => {
    const reply = await post(club.url, '/api/guest', { name });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(code);
  });

  it('refuses a name that folds to one already taken', async () => {
    expect((await post(club.url, '/api/guest', { name: 'Goo_lord' })).status).toBe(201);
    for (const name of ['goo_lord', 'G00_LORD', 'goo_1ord', 'GOO_IORD']) {
      const reply = await post(club.url, '/api/guest', { name });
      expect(reply.status, name).toBe(409);
      expect(reply.body.code).toBe('name-taken');
    }
  });

  it('refuses bodies that are not JSON, not the right shape, or too large', async () => {
    expect((await post(club.url, '/api/guest', '{name:')).body.code).toBe('malformed');
    expect((await post(club.url, '/api/guest', { nom: 'abc' })).body.code).toBe('malformed');
    const huge = await post(club.url, '/api/guest', { name: 'abc', pad: 'x'.repeat(10_000) });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe('malformed');
  });
});

describe('GET /api/names/<name>', () => {
  const ask = async (name: string): Promise<{ status: number; body: { free?: boolean; code?: string } }> => {
    const response = await fetch(`${club.url}/api/names/${encodeURIComponent(name)}`);
    return { status: response.status, body: (await response.json()) as { free?: boolean; code?: string } };
  };

  it('says whether a name is free with a 200 either way, folding look-alikes and keeping the computer’s', async () => {
    expect((await post(club.url, '/api/guest', { name: 'Ooze_Queen' })).status).toBe(201);
    expect(await ask('Ooze_Queen')).toEqual({ status: 200, body: { free: false } });
    expect(await ask('00ze_queen')).toEqual({ status: 200, body: { free: false } });
    expect(await ask('Computer_5')).toEqual({ status: 200, body: { free: false } });
    expect(await ask('Fresh_Name')).toEqual({ status: 200, body: { free: true } });
    // Asking takes nothing: the name is still free to take.
    expect((await post(club.url, '/api/guest', { name: 'Fresh_Name' })).status).toBe(201);
  });

  it('refuses a name no player could have', async () => {
    const reply = await ask('two words');
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('name-characters');
  });
});

describe('POST /api/session', () => {
  it('renews a token on use, and refuses an expired or edited one', async () => {
    const first = await guest(club.url);
    club.clock.advance(20 * DAY);
    const renewed = await post(club.url, '/api/session', { token: first.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.player).toEqual(first.player);
    expect(renewed.body.expiresAt).toBeGreaterThan(first.expiresAt);
    club.clock.advance(15 * DAY);
    expect((await post(club.url, '/api/session', { token: first.token })).body.code).toBe('bad-token');
    const again = await post(club.url, '/api/session', { token: renewed.body.token });
    expect(again.status).toBe(200);
    const edited = renewed.body.token.slice(0, -2) + (renewed.body.token.endsWith('AA') ? 'BB' : 'AA');
    const refused = await post(club.url, '/api/session', { token: edited });
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('bad-token');
  });
});

describe('POST /api/games and GET /api/games/:id', () => {
  it("refuses a FEN that core refuses, with the parser's message, and a finished position", async () => {
    const owner = await guest(club.url);
    const base = { token: owner.token, rules: 'classic', timeControl: '3+2', colour: 'random' };
    const bad = await post(club.url, '/api/games', { ...base, start: 'x5o/7/7/7/7/7/o5q x 0 1' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'bad-start',
      text: expect.stringMatching(/^FEN: .*unknown symbol "q"/),
    });
    const over = await post(club.url, '/api/games', { ...base, start: 'xxxx/xxxx/xxxx/xxxo x 0 1' });
    expect(over.body.code).toBe('bad-start');
    expect(
      (await post(club.url, '/api/games', { ...base, start: '7/7', timeControl: '2+1' })).body.code,
    ).toBe('malformed');
    expect(
      (await post(club.url, '/api/games', { ...base, token: 'x', start: 'x5o/7/7/7/7/7/o5x' })).status,
    ).toBe(401);
  });

  it('creates a game with a random colour and keeps it for the replay viewer', async () => {
    const owner = await guest(club.url);
    const friend = await guest(club.url);
    const created = await post(club.url, '/api/games', {
      token: owner.token,
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      rules: 'arcade',
      timeControl: 'untimed',
      colour: 'random',
    });
    expect(created.status).toBe(201);
    expect(created.body.code).toMatch(/^[a-km-np-z2-9]{8}$/);
    const one = await Seat.join(club.url, created.body.code, owner);
    const two = await Seat.join(club.url, created.body.code, friend);
    const view = await one.untilState('playing', (v) => v.phase === 'playing');
    expect(view.clock).toBeNull();
    expect(view.rules).toBe('arcade');
    const [x, o] = view.players.x?.id === owner.player.id ? [one, two] : [two, one];
    // Both sides move first: a resignation before that aborts, and an aborted game is no game to replay.
    x.send('move', { ply: 1, move: 'b6' });
    await o.untilState('ply 1', (v) => v.moves.length === 1);
    o.send('move', { ply: 2, move: 'f6' });
    await x.untilState('ply 2', (v) => v.moves.length === 2);
    x.send('resign');
    const over = await one.untilState('over', (v) => v.end !== null);
    await expect.poll(async () => (await club.store.gameById(over.gameId ?? ''))?.end).not.toBeNull();
    const kept = await fetch(`${club.url}/api/games/${over.gameId}`);
    expect(kept.status).toBe(200);
    const game = await kept.json();
    expect(game).toMatchObject({ id: over.gameId, rules: 'arcade', timeControl: null });
    expect(game.moves.map((move: { move: string }) => move.move)).toEqual(['b6', 'f6']);
    expect(game.end).toMatchObject({ reason: 'resign' });
    expect((await fetch(`${club.url}/api/games/nope`)).status).toBe(404);
  });
});

describe('GET /api/invites/:code', () => {
  const check = async (code: string): Promise<unknown> => {
    const reply = await fetch(`${club.url}/api/invites/${code}`);
    expect(reply.status).toBe(200);
    return reply.json();
  };

  it('says live while the room is open, then finished with the kept game, also once the room is gone', async () => {
    const owner = await guest(club.url);
    const friend = await guest(club.url);
    const created = await post(club.url, '/api/games', {
      token: owner.token,
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      rules: 'classic',
      timeControl: 'untimed',
      colour: 'x',
    });
    const code: string = created.body.code;
    const one = await Seat.join(club.url, code, owner);
    expect(await check(code)).toEqual({ state: 'live' });
    const two = await Seat.join(club.url, code, friend);
    await one.untilState('playing', (v) => v.phase === 'playing');
    one.send('move', { ply: 1, move: 'b6' });
    await two.untilState('ply 1', (v) => v.moves.length === 1);
    two.send('move', { ply: 2, move: 'f6' });
    await one.untilState('ply 2', (v) => v.moves.length === 2);
    one.send('resign');
    const over = await one.untilState('over', (v) => v.end !== null);
    expect(await check(code)).toEqual({ state: 'finished', gameId: over.gameId });
    // The room closes (as it does when everyone has gone): the kept game still knows its code.
    await expect.poll(() => club.store.lastGameOfCode(code)).toBe(over.gameId);
    club.club.context.liveGames.remove(code);
    expect(await check(code)).toEqual({ state: 'finished', gameId: over.gameId });
    // The replay's own answer does not hand out the room's code.
    expect(await (await fetch(`${club.url}/api/games/${over.gameId}`)).json()).not.toHaveProperty('code');
  });

  it('says unknown for a code never used, and nothing for one that is not a code', async () => {
    expect(await check('neverused')).toEqual({ state: 'unknown' });
    expect((await fetch(`${club.url}/api/invites/${'x'.repeat(40)}`)).status).toBe(404);
  });
});
