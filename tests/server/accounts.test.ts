/**
 * Accounts over real HTTP: a guest adds a password, signs in from a second device, changes it; wrong
 * names and wrong passwords are told apart by nobody; floods of attempts are limited per name and
 * address together and per address, never locking the owner out from elsewhere (the club's test clock
 * and the limits' clock, Date, move past the window); and the password is never kept, logged or sent.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startClub } from '../../src/server/club-server';
import { SqlClubStore } from '../../src/server/storage/sql-club-store';
import { migrate } from '../../src/server/storage/migrations';
import { openSqlDatabase } from '../../src/server/storage/store';
import { guest, post, startTestClub, TestClock, type TestClub } from './club-harness';
import { rawRequest } from './security-club';

let club: TestClub;
/** Every reply body seen, to prove no password ever comes back. */
const replies: string[] = [];
/** Every password sent, to look for afterwards. */
const typed: string[] = [];

beforeAll(async () => {
  // The limits count by Date (rate-limiter-flexible): faked only so the test can move it on, and
  // running on from there as time passes.
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  club = await startTestClub();
});
afterAll(async () => {
  await club.club.close();
  vi.useRealTimers();
});

const WINDOW = 15 * 60 * 1000;

function secret(label: string): string {
  const password = `${label}-${randomBytes(6).toString('hex')}`;
  typed.push(password);
  return password;
}

async function call(path: string, body: unknown): ReturnType<typeof post> {
  const reply = await post(club.url, path, body);
  replies.push(JSON.stringify(reply.body));
  return reply;
}

/** A new guest with a password. */
async function account(password = secret('pw')) {
  const session = await guest(club.url);
  const added = await call('/api/password', { token: session.token, password });
  if (added.status !== 200) throw new Error(`add password: ${JSON.stringify(added.body)}`);
  return { session, password, name: session.player.name };
}

/** Moves the club's clock and the limits' clock on by `ms`. */
function later(ms: number): void {
  club.clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
}

/** Each test starts with a clean slate of failures: all requests come from 127.0.0.1. */
const forgetFailures = (): void => later(WINDOW + 1);

describe('adding a password and signing in elsewhere', () => {
  it('a guest adds a password and signs in by name on a second device; both tokens work', async () => {
    const first = await guest(club.url);
    expect(first.hasPassword).toBe(false);
    const password = secret('first');
    const added = await call('/api/password', { token: first.token, password });
    expect(added.status).toBe(200);
    expect(added.body.player).toEqual(first.player);
    expect(added.body.hasPassword).toBe(true);

    // A minute later on another device (a token names its second of issue, so the same second gives the same token).
    club.clock.advance(60_000);
    // The name folds as names do: another case and look-alikes find the same player.
    const typedName = first.player.name.toUpperCase();
    const second = await call('/api/sign-in', { name: ` ${typedName} `, password });
    expect(second.status).toBe(200);
    expect(second.body.player).toEqual(first.player);
    expect(second.body.hasPassword).toBe(true);
    expect(second.body.token).not.toBe(first.token);

    for (const token of [first.token, second.body.token]) {
      const renewed = await call('/api/session', { token });
      expect(renewed.status).toBe(200);
      expect(renewed.body.player).toEqual(first.player);
      expect(renewed.body.hasPassword).toBe(true);
    }
  });

  it('changing the password needs the current one; then only the new one signs in', async () => {
    forgetFailures();
    const { session, password, name } = await account();
    const next = secret('next');
    const without = await call('/api/password', { token: session.token, password: next });
    expect(without.status).toBe(401);
    expect(without.body.code).toBe('bad-credentials');
    const wrong = await call('/api/password', { token: session.token, password: next, current: next });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('bad-credentials');
    expect((await call('/api/sign-in', { name, password })).status).toBe(200);

    const changed = await call('/api/password', { token: session.token, password: next, current: password });
    expect(changed.status).toBe(200);
    expect((await call('/api/sign-in', { name, password })).body.code).toBe('bad-credentials');
    expect((await call('/api/sign-in', { name, password: next })).body.player).toEqual(session.player);
  });

  it('holds passwords to 8–200 characters and saying so, and needs a valid token', async () => {
    const session = await guest(club.url);
    const short = await call('/api/password', { token: session.token, password: 'seven77' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ code: 'password-too-short', text: expect.stringContaining('8') });
    const long = await call('/api/password', { token: session.token, password: 'p'.repeat(201) });
    expect(long.body).toEqual({ code: 'password-too-long', text: expect.stringContaining('200') });
    // Characters, not UTF-16 units: eight accented letters or emoji are eight characters.
    const eight = '🦠é🦠é🦠é🦠é';
    typed.push(eight);
    expect((await call('/api/password', { token: session.token, password: eight })).status).toBe(200);
    const forged = await call('/api/password', { token: `${session.token}x`, password: secret('forged') });
    expect(forged.body.code).toBe('bad-token');
    expect((await call('/api/password', { token: session.token })).body.code).toBe('malformed');
  });
});

describe('refusals that tell nothing away', () => {
  it('a wrong password, an unknown name and a name without a password get the same refusal', async () => {
    forgetFailures();
    const { name } = await account();
    const guestOnly = await guest(club.url);
    const answers = [
      await call('/api/sign-in', { name, password: secret('wrong') }),
      await call('/api/sign-in', {
        name: `nobody${randomBytes(3).toString('hex')}`,
        password: secret('any'),
      }),
      await call('/api/sign-in', { name: guestOnly.player.name, password: secret('any') }),
      await call('/api/sign-in', { name: 'no such name!', password: secret('any') }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(answers[0].body);
    }
    expect(answers[0].body.code).toBe('bad-credentials');
  });

  it('limits failures per name, reopens after the window, and a success clears the count', async () => {
    forgetFailures();
    const { session, password, name } = await account();
    // Sent all at once: attempts count from the moment they start, so a burst cannot slip past.
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => call('/api/sign-in', { name, password: secret('guess') })),
    );
    expect(burst.filter((reply) => reply.status === 401)).toHaveLength(5);
    const limited = burst.filter((reply) => reply.status === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0].body.code).toBe('rate-limited');
    expect(limited[0].body.retryAfterMs).toBeGreaterThan(0);
    expect(limited[0].body.retryAfterMs).toBeLessThanOrEqual(WINDOW);
    // While limited even the right password is refused, and changing it with the right current one too.
    expect((await call('/api/sign-in', { name, password })).status).toBe(429);
    const change = await call('/api/password', {
      token: session.token,
      password: secret('x'),
      current: password,
    });
    expect(change.status).toBe(429);
    // Another name from the same address is not held up by this one.
    const other = await account();
    expect((await call('/api/sign-in', { name: other.name, password: other.password })).status).toBe(200);

    later(limited[0].body.retryAfterMs);
    expect((await call('/api/sign-in', { name, password })).status).toBe(200);
    // The success forgot this name's failures: four more wrong tries are refused as wrong, not limited.
    for (let i = 0; i < 4; i++) {
      expect((await call('/api/sign-in', { name, password: secret('again') })).status).toBe(401);
    }
    expect((await call('/api/sign-in', { name, password })).status).toBe(200);
  });

  it('locks a name only from the address that guessed: the owner signs in from another', async () => {
    forgetFailures();
    const { name, password } = await account();
    const from = async (address: string, typed: string): Promise<number> =>
      (
        await rawRequest(club.url, 'POST', '/api/sign-in', {
          body: JSON.stringify({ name, password: typed }),
          from: address,
        })
      ).status;
    for (let i = 0; i < 5; i++) expect(await from('127.0.0.1', secret('guess'))).toBe(401);
    expect(await from('127.0.0.1', secret('guess'))).toBe(429);
    expect(await from('127.0.0.1', password)).toBe(429);
    // Five wrong guesses from anywhere used to lock the name for everyone, its owner too.
    expect(await from('127.0.0.2', password)).toBe(200);
    expect(await from('127.0.0.3', secret('guess'))).toBe(401);
  });

  it('limits failures per address across many names, and reopens after the window', async () => {
    forgetFailures();
    const { name, password } = await account();
    const names = Array.from({ length: 24 }, (_, i) => `nobody${i}x${randomBytes(2).toString('hex')}`);
    const burst = await Promise.all(
      names.map((each) => call('/api/sign-in', { name: each, password: secret('g') })),
    );
    expect(burst.filter((reply) => reply.status === 401)).toHaveLength(20);
    expect(burst.filter((reply) => reply.status === 429)).toHaveLength(4);
    // The real owner signing in from the same address waits too: the address is what is limited.
    const held = await call('/api/sign-in', { name, password });
    expect(held.status).toBe(429);
    later(held.body.retryAfterMs);
    expect((await call('/api/sign-in', { name, password })).status).toBe(200);
  });
});

describe('what is kept', () => {
  it('salts every hash: two players with one password keep different hashes', async () => {
    forgetFailures();
    const shared = secret('shared');
    const one = await account(shared);
    const two = await account(shared);
    const [first, second] = await Promise.all([
      club.store.passwordOf(one.session.player.id),
      club.store.passwordOf(two.session.player.id),
    ]);
    // The test club's cheap cost (TEST_PASSWORD_COST); the club's own is checked on the PGlite row below.
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(second).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(first?.split('$')[4]).not.toBe(second?.split('$')[4]);
    // The memory store, as the SQL one (storage.test.ts): a guest has none, an unknown player gets none.
    expect(await club.store.passwordOf((await guest(club.url)).player.id)).toBeNull();
    expect(await club.store.setPassword('no-such-player', first ?? '')).toBe(false);
    expect(await club.store.passwordOf('no-such-player')).toBeNull();
  });

  it('never logs a password nor sends one back', async () => {
    // Its own traffic through every route that takes a password, whether or not the tests above ran
    // (what they typed and heard is looked for too when they did).
    forgetFailures();
    const { session, password, name } = await account();
    await call('/api/sign-in', { name, password });
    await call('/api/password', { token: session.token, password: secret('next'), current: secret('not') });
    const next = secret('next');
    await call('/api/password', { token: session.token, password: next, current: password });
    await call('/api/sign-in', { name, password: next });
    for (const refused of ['short77', 'p'.repeat(201)]) {
      typed.push(refused);
      await call('/api/password', { token: session.token, password: refused });
    }
    // Wrong tries until the name is limited, then unknown names until the address is.
    for (let i = 0; i < 8; i++) await call('/api/sign-in', { name, password: secret('guess') });
    for (let i = 0; i < 20; i++)
      await call('/api/sign-in', {
        name: `nobody${i}x${randomBytes(2).toString('hex')}`,
        password: secret('g'),
      });
    forgetFailures();
    expect(typed.length).toBeGreaterThan(10);
    expect(replies.length).toBeGreaterThan(30);
    const seen = [...club.logs, ...replies].join('\n');
    for (const password of typed) expect(seen).not.toContain(password);
    expect(club.logs.some((line) => line.includes('added a password'))).toBe(true);
  });

  it('stores only the hash in the database row (PGlite)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'infection-accounts-'));
    const db = await openSqlDatabase({ dataDir });
    await migrate(db);
    const logs: string[] = [];
    const sqlClub = await startClub({
      port: 0,
      host: '127.0.0.1',
      store: new SqlClubStore(db),
      secret: randomBytes(32),
      now: new TestClock().now,
      log: (line) => logs.push(line),
    });
    try {
      const session = await guest(sqlClub.url);
      const password = secret('row');
      const added = await post(sqlClub.url, '/api/password', { token: session.token, password });
      expect(added.status).toBe(200);
      const signedIn = await post(sqlClub.url, '/api/sign-in', { name: session.player.name, password });
      expect(signedIn.body.player).toEqual(session.player);
      const rows = await db.query<{ row: unknown }>('SELECT row_to_json(players) AS row FROM players');
      const text = JSON.stringify(rows);
      // A club started without a cost hashes at the club's own (PASSWORD_COST: N = 2^15, r = 8, p = 1).
      expect(text).toMatch(/scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+/);
      expect(text).toContain(session.player.name);
      expect(text).not.toContain(password);
      expect(JSON.stringify([added.body, signedIn.body, logs])).not.toContain(password);
    } finally {
      await sqlClub.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
