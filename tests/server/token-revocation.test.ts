/**
 * Tokens that can be taken back (issue 48): a stolen token must not be access for ever. A password
 * change signs out every other device, "sign out everywhere" does it on purpose, and no token lives
 * longer than 90 days after the sign-in it descends from, however often it is renewed. Over real HTTP
 * and a real room's door, on the club's test clock.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../src/net/protocol';
import { LOBBY_ROOM_ID } from '../../src/net/lobby';
import type { Session } from '../../src/net';
import { createGame, guest, post, startTestClub, type TestClub } from './club-harness';

let club: TestClub;
beforeAll(async () => {
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
});

const DAY = 24 * 60 * 60 * 1000;

/** Whether the club still takes the token: a renewal answered 200 (a fresh session) or 401. */
async function renews(token: string): Promise<boolean> {
  const reply = await post(club.url, '/api/session', { token });
  if (reply.status !== 200) expect(reply.body.code).toBe('bad-token');
  return reply.status === 200;
}

/** Whether the lobby's door lets the token in. */
async function entersLobby(token: string): Promise<boolean> {
  try {
    const room = await new Client(club.url).joinById(LOBBY_ROOM_ID, { protocol: PROTOCOL_VERSION, token });
    await room.leave();
    return true;
  } catch (error) {
    expect(String(error)).toMatch(/bad-token/);
    return false;
  }
}

describe('a password change', () => {
  it('signs out every other device, and the device that changed it keeps a fresh token', async () => {
    const first = await guest(club.url);
    const password = 'the-first-password';
    const added = await post(club.url, '/api/password', { token: first.token, password });
    expect(added.status).toBe(200);
    club.clock.advance(1000);
    const elsewhere = await post(club.url, '/api/sign-in', { name: first.player.name, password });
    expect(elsewhere.status).toBe(200);
    const here: Session = added.body;
    expect(await renews(here.token)).toBe(true);

    club.clock.advance(1000);
    const changed = await post(club.url, '/api/password', {
      token: here.token,
      password: 'the-second-password',
      current: password,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.player).toEqual(first.player);
    // The other device's token, and every token this device had before, are refused everywhere.
    for (const old of [elsewhere.body.token as string, here.token, first.token]) {
      expect(await renews(old)).toBe(false);
      expect(await entersLobby(old)).toBe(false);
    }
    const code = await createGame(club.url, changed.body);
    await expect(
      new Client(club.url).joinById(code, { protocol: PROTOCOL_VERSION, token: elsewhere.body.token }),
    ).rejects.toThrow(/bad-token/);
    expect(await renews(changed.body.token)).toBe(true);
    expect(await entersLobby(changed.body.token)).toBe(true);
    expect(club.logs.some((line) => line.includes('other devices are signed out'))).toBe(true);
  });
});

describe('signing out everywhere', () => {
  it('refuses every token issued before; the asking device gets a fresh one', async () => {
    const player = await guest(club.url);
    club.clock.advance(1000);
    const renewed = await post(club.url, '/api/session', { token: player.token });
    expect(renewed.status).toBe(200);
    club.clock.advance(1000);
    const out = await post(club.url, '/api/sign-out-everywhere', { token: renewed.body.token });
    expect(out.status).toBe(200);
    expect(out.body.player).toEqual(player.player);
    for (const old of [player.token, renewed.body.token as string]) {
      expect(await renews(old)).toBe(false);
      expect(await entersLobby(old)).toBe(false);
    }
    expect(await renews(out.body.token)).toBe(true);
    // Only with a token the club still takes.
    const again = await post(club.url, '/api/sign-out-everywhere', { token: player.token });
    expect([again.status, again.body.code]).toEqual([401, 'bad-token']);
    const junk = await post(club.url, '/api/sign-out-everywhere', { token: 42 });
    expect([junk.status, junk.body.code]).toEqual([400, 'malformed']);
  });
});

describe('the longest a token lives', () => {
  it('is 90 days after the sign-in it descends from, however often it is renewed', async () => {
    const player = await guest(club.url);
    const createdAt = club.clock.time;
    let token = player.token;
    for (let renewal = 1; renewal <= 8; renewal++) {
      club.clock.advance(11 * DAY);
      const reply = await post(club.url, '/api/session', { token });
      expect(reply.status, `renewal ${renewal}`).toBe(200);
      expect(reply.body.expiresAt).toBeLessThanOrEqual(createdAt + 90 * DAY);
      token = reply.body.token;
    }
    club.clock.time = createdAt + 90 * DAY;
    expect(await renews(token)).toBe(false);
    expect(await entersLobby(token)).toBe(false);
  });

  it('starts again from a sign-in with the password', async () => {
    const player = await guest(club.url);
    const password = 'a-password-to-sign-in';
    expect((await post(club.url, '/api/password', { token: player.token, password })).status).toBe(200);
    club.clock.advance(80 * DAY);
    const signedIn = await post(club.url, '/api/sign-in', { name: player.player.name, password });
    expect(signedIn.status).toBe(200);
    club.clock.advance(20 * DAY);
    expect(await renews(player.token)).toBe(false);
    expect(await renews(signedIn.body.token)).toBe(true);
  });
});
