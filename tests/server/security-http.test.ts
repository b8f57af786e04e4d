/**
 * The club's HTTP API against a hostile client: bad tokens, junk and oversized bodies, a flood from
 * one address, and SQL or markup where a name goes. Each is refused with its code, logged (within the
 * log's allowance), and the database's tables are exactly as they were.
 */
import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/net/limits';
import { REFUSAL_LINES_PER_SOURCE_PER_MINUTE } from '../../src/server/refusal-log';
import { guest, post } from './club-harness';
import { rawRequest, refusalLines, startSecureClub, type SecureClub } from './security-club';

let secure: SecureClub;
let owner: Awaited<ReturnType<typeof guest>>;
beforeAll(async () => {
  secure = await startSecureClub();
  owner = await guest(secure.url);
}, 60_000);
afterAll(async () => {
  await secure?.close();
}, 60_000);

const codeOf = (text: string): unknown => (JSON.parse(text) as { code?: unknown }).code;

/**
 * A JSON call from a loopback address of the test's own: each test has its own allowance of calls
 * and of log lines, as separate people would.
 */
async function call(from: string, path: string, body: unknown): Promise<{ status: number; code: unknown }> {
  const reply = await rawRequest(secure.url, 'POST', path, { body: JSON.stringify(body), from });
  return { status: reply.status, code: codeOf(reply.text) };
}

/** Runs `attack`, then proves the tables did not change and that the log gained lines with these codes. */
async function unchanged(codes: readonly string[], attack: () => Promise<void>): Promise<void> {
  const before = await secure.snapshot();
  const lines = secure.logs.length;
  await attack();
  expect(await secure.snapshot()).toBe(before);
  const logged = refusalLines(secure.logs.slice(lines));
  for (const code of codes)
    expect(logged.some((line) => line.code === code && line.place === 'http')).toBe(true);
}

describe('tokens', () => {
  it('refuses a forged, an edited and an expired token on every route that takes one', async () => {
    const sign = (key: Uint8Array, expiresAt: number): Promise<string> =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('infection-club')
        .setSubject(owner.player.id)
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
    const [header, , signature] = owner.token.split('.');
    const edited = Buffer.from(JSON.stringify({ sub: 'x', iss: 'infection-club' })).toString('base64url');
    const tokens = [
      await sign(randomBytes(32), secure.clock.time + 86_400_000),
      `${header}.${edited}.${signature}`,
      await sign(secure.secret, secure.clock.time - 1000),
      'not-a-token',
    ];
    const game = { start: 'x5o/7/7/7/7/7/o5x x 0 1', rules: 'classic', timeControl: '1+1', colour: 'x' };
    await unchanged(['bad-token'], async () => {
      for (const token of tokens) {
        for (const [path, body] of [
          ['/api/session', { token }],
          ['/api/games', { token, ...game }],
          ['/api/computer-games', { token, ...game, strength: 3 }],
          ['/api/password', { token, password: 'a-long-password' }],
        ] as const) {
          const reply = await call('127.0.0.3', path, body);
          expect([reply.status, reply.code], `${path} ${token.slice(0, 12)}`).toEqual([401, 'bad-token']);
        }
      }
    });
  });
});

describe('junk', () => {
  it('refuses bodies that are not JSON or not the expected shape', async () => {
    await unchanged(['malformed', 'not-found'], async () => {
      for (const [path, body] of [
        ['/api/guest', '{"name": '],
        ['/api/guest', '["Blob"]'],
        ['/api/guest', '{"name": {"$ne": null}}'],
        ['/api/games', '{"token": 1e999}'],
        ['/api/session', 'null'],
        ['/api/sign-in', '{"name":"x","__proto__":{"password":"a-long-password"}}'],
      ]) {
        const reply = await rawRequest(secure.url, 'POST', path, { body, from: '127.0.0.4' });
        expect([reply.status, codeOf(reply.text)], `${path} ${body}`).toEqual([400, 'malformed']);
      }
      const unknown = await rawRequest(secure.url, 'DELETE', '/api/players/anyone', { from: '127.0.0.4' });
      expect([unknown.status, codeOf(unknown.text)]).toEqual([404, 'not-found']);
    });
  });

  it('answers an oversized body at once and closes the connection, declared or streamed', async () => {
    await unchanged(['malformed'], async () => {
      for (const chunked of [false, true]) {
        const reply = await rawRequest(secure.url, 'POST', '/api/guest', {
          body: 8_000_000,
          chunked,
          from: '127.0.0.5',
        });
        expect([reply.status, codeOf(reply.text)], `chunked: ${chunked}`).toEqual([400, 'malformed']);
        expect(reply.headers.connection).toBe('close');
      }
      const justOver = await rawRequest(secure.url, 'POST', '/api/guest', {
        body: JSON.stringify({ name: 'a'.repeat(MAX_BODY_BYTES) }),
        from: '127.0.0.5',
      });
      expect(justOver.status).toBe(400);
    });
  });

  it('keeps big bodies away from the matchmaker, which would read them whole', async () => {
    await unchanged(['malformed'], async () => {
      for (const chunked of [false, true]) {
        const reply = await rawRequest(secure.url, 'POST', '/matchmake/joinById/abcdef', {
          body: 8_000_000,
          chunked,
          from: '127.0.0.6',
        });
        expect([reply.status, codeOf(reply.text)], `chunked: ${chunked}`).toEqual([413, 'malformed']);
      }
    });
  });
});

describe('a flood from one address', () => {
  it('rate-limits a thousand calls from one address, logging a bounded number of lines', async () => {
    const from = '127.0.0.2';
    const before = await secure.snapshot();
    const lines = secure.logs.length;
    const statuses: number[] = [];
    const started = Date.now();
    for (let batch = 0; batch < 50; batch++) {
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          rawRequest(secure.url, 'POST', '/api/guest', { body: '{"name":"flood"}', from }),
        ),
      );
      statuses.push(...replies.map((reply) => reply.status));
    }
    // One call made a guest; the bucket let the rest of its minute through as name-taken, then said no
    // (refilling at a call a second while the flood lasts).
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(900);
    const flood = refusalLines(secure.logs.slice(lines)).filter((line) =>
      line.address?.toString().endsWith(from),
    );
    expect(flood.some((line) => line.code === 'name-taken')).toBe(true);
    expect(flood.some((line) => line.code === 'rate-limited')).toBe(true);
    // Two codes, each with its minute's lines, plus what the allowance refilled while the flood lasted
    // (a line every six seconds): on a slow machine a longer flood may log a line or two more.
    const refilled = Math.ceil(((Date.now() - started) * REFUSAL_LINES_PER_SOURCE_PER_MINUTE) / 60_000);
    expect(flood.length).toBeLessThanOrEqual(2 * (REFUSAL_LINES_PER_SOURCE_PER_MINUTE + refilled));
    // The one guest is the only change; everyone else's calls still go through.
    expect((await secure.snapshot()).length).toBeGreaterThan(before.length);
    expect((await post(secure.url, '/api/session', { token: owner.token })).status).toBe(200);
  });
});

describe('SQL and markup where a name goes', () => {
  const names = [
    "Robert'); DROP TABLE players;--",
    "x' OR '1'='1",
    '<script>alert(1)</script>',
    '<b>bold</b>',
    'a"b',
    '%27%20OR%201=1',
    'name\u0000nul',
    'Ｂｌｏｂ',
  ];

  it('refuses such a name for a guest, finds no one by it, and changes nothing', async () => {
    await unchanged(['name-characters', 'bad-credentials', 'not-found'], async () => {
      for (const name of names) {
        const made = await call('127.0.0.7', '/api/guest', { name });
        expect(made.status, name).toBe(400);
        expect(['name-characters', 'name-too-long'], name).toContain(made.code);
        const signIn = await call('127.0.0.7', '/api/sign-in', { name, password: 'whatever-it-is' });
        expect([signIn.status, signIn.code], name).toEqual([401, 'bad-credentials']);
        const path = `/api/players/${encodeURIComponent(name)}`;
        const profile = await rawRequest(secure.url, 'GET', path, { from: '127.0.0.7' });
        expect([profile.status, codeOf(profile.text)], name).toEqual([404, 'not-found']);
      }
      const game = await rawRequest(secure.url, 'GET', `/api/games/${encodeURIComponent("1' OR '1'='1")}`, {
        from: '127.0.0.7',
      });
      expect(game.status).toBe(404);
    });
    // The tables are all still there, and the one real player with them.
    expect((await post(secure.url, '/api/session', { token: owner.token })).body.player.name).toBe(
      owner.player.name,
    );
  });
});
