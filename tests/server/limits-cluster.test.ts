/**
 * Limits that hold on several processes (issue 48): two real club processes sharing one Redis and one
 * PostgreSQL (scripts/club-cluster-parts.ts, as `npm run club:cluster` starts them), asked in turn.
 * The API limit and the wrong-password limits are counted in Redis, so two processes are no more lenient
 * than one; a token revoked through one process is refused by the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databaseIn,
  ensureInstalled,
  freePort,
  newSecret,
  startClubProcess,
  startPostgres,
  startRedis,
  type Child,
  type Postgres,
} from '../../scripts/club-cluster-parts';
import { rawRequest } from './security-club';

const API_CALLS = 6;

let folder = '';
let redis: Child | null = null;
let postgres: Postgres | null = null;
const clubs: Child[] = [];
const urls: string[] = [];

function stopEverything(): void {
  for (const child of [...clubs, redis]) if (child?.running) child.process.kill('SIGKILL');
  try {
    postgres?.stop();
  } catch {
    // already stopped
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
}
process.once('exit', stopEverything);

beforeAll(async () => {
  ensureInstalled();
  folder = mkdtempSync(join(tmpdir(), 'infection-limits-'));
  const redisPort = await freePort();
  redis = await startRedis(folder, redisPort);
  // The suite's PostgreSQL server when there is one (npm test starts it), else one of our own.
  const server = process.env.TEST_DATABASE_URL;
  if (!server) postgres = startPostgres(folder, await freePort());
  const databaseUrl = server ? (await databaseIn(server)).url : (postgres?.url ?? '');
  const secret = newSecret();
  const publicPort = await freePort();
  const ports = [await freePort(), await freePort()];
  clubs.push(
    ...(await Promise.all(
      ports.map((port, i) =>
        startClubProcess({
          index: i + 1,
          port,
          publicPort,
          redisUrl: `redis://127.0.0.1:${redisPort}`,
          databaseUrl,
          secret,
          env: { CLUB_API_CALLS_PER_MINUTE: String(API_CALLS) },
        }),
      ),
    )),
  );
  urls.push(...ports.map((port) => `http://127.0.0.1:${port}`));
}, 120_000);

afterAll(async () => {
  await Promise.all(clubs.map((club) => club.stop('SIGTERM', 5_000)));
  stopEverything();
}, 30_000);

/** A JSON call to process `index` (0 or 1) from the loopback address `from`. */
async function call(index: number, from: string, method: string, path: string, body?: unknown) {
  const reply = await rawRequest(urls[index], method, path, {
    from,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: reply.status, body: JSON.parse(reply.text) as Record<string, unknown> };
}

describe('limits on two processes', () => {
  it('counts one address’s API calls on both together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < API_CALLS + 2; i++)
      statuses.push((await call(i % 2, '127.0.0.21', 'GET', '/api/invites/nothing')).status);
    expect(statuses).toEqual([...Array<number>(API_CALLS).fill(200), 429, 429]);
  });

  it('counts wrong passwords on both together, and the owner still signs in from elsewhere', async () => {
    const made = await call(0, '127.0.0.22', 'POST', '/api/guest', {
      name: `limited${Date.now() % 100_000}`,
    });
    const password = 'the-right-password';
    const session = made.body as { token: string; player: { name: string } };
    expect(
      (await call(0, '127.0.0.22', 'POST', '/api/password', { token: session.token, password })).status,
    ).toBe(200);
    const name = session.player.name;
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const guess = { name, password: `wrong-guess-${i}` };
      guesses.push((await call(i % 2, '127.0.0.23', 'POST', '/api/sign-in', guess)).status);
    }
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await call(1, '127.0.0.24', 'POST', '/api/sign-in', { name, password })).status).toBe(200);
  });

  it('refuses on one process a token signed out everywhere through the other', async () => {
    const made = await call(1, '127.0.0.25', 'POST', '/api/guest', {
      name: `revoked${Date.now() % 100_000}`,
    });
    const token = (made.body as { token: string }).token;
    expect((await call(0, '127.0.0.25', 'POST', '/api/session', { token })).status).toBe(200);
    const out = await call(0, '127.0.0.25', 'POST', '/api/sign-out-everywhere', { token });
    expect(out.status).toBe(200);
    expect((await call(1, '127.0.0.25', 'POST', '/api/session', { token })).body.code).toBe('bad-token');
    const fresh = (out.body as { token: string }).token;
    expect((await call(1, '127.0.0.25', 'POST', '/api/session', { token: fresh })).status).toBe(200);
  });
});
