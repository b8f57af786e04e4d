/**
 * The club's settings (src/server/club-environment.ts): defaults, every variable read, and a wrong
 * value stopping the start with the variable's name, never a silent NaN or a default in its place.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readClubEnvironment } from '../../src/server/club-environment';

describe('the club environment', () => {
  it('starts on port 2567 with the embedded database in .club-data and nothing served', () => {
    const read = readClubEnvironment({}, []);
    expect(read).toEqual({
      ok: true,
      value: expect.objectContaining({ port: 2567, dataDir: resolve('.club-data'), staticDir: null }),
    });
    if (read.ok) expect(read.value.databaseUrl).toBeUndefined();
  });

  it('reads every setting, --static over STATIC_DIR, and treats an empty variable as unset', () => {
    const read = readClubEnvironment(
      {
        PORT: '3000',
        CLUB_DATA_DIR: '/tmp/club',
        DATABASE_URL: 'postgres://db/club',
        REDIS_URL: 'redis://r:6379',
        CLUB_PUBLIC_ADDRESS: 'a.example:3000/p1',
        CLUB_SWEEP_MS: '5000',
        CLUB_SECRET: 's'.repeat(40),
        CLUB_ENGINE_WORKERS: '3',
        STATIC_DIR: 'ignored',
        TRUSTED_PROXY: '10.0.0.1, 10.0.0.2',
        CLUB_WATCHERS_PER_ROOM: '50',
        HOME: '/root',
      },
      ['--static', 'dist'],
    );
    expect(read).toEqual({
      ok: true,
      value: {
        port: 3000,
        dataDir: '/tmp/club',
        databaseUrl: 'postgres://db/club',
        redisUrl: 'redis://r:6379',
        publicAddress: 'a.example:3000/p1',
        sweepMs: 5000,
        secret: 's'.repeat(40),
        engineWorkers: 3,
        staticDir: resolve('dist'),
        trustedProxies: ['10.0.0.1', '10.0.0.2'],
        limits: { watchersPerRoom: 50 },
      },
    });
    const empty = readClubEnvironment({ PORT: '', CLUB_ENGINE_WORKERS: ' ' }, []);
    expect(empty.ok && empty.value.port).toBe(2567);
    expect(empty.ok && empty.value.engineWorkers).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT: must be a port number/],
    [{ PORT: '70000' }, /^PORT: /],
    [{ CLUB_ENGINE_WORKERS: '0' }, /^CLUB_ENGINE_WORKERS: must be a whole number of at least 1/],
    [{ CLUB_ENGINE_WORKERS: '2.5' }, /^CLUB_ENGINE_WORKERS: /],
    [{ CLUB_SWEEP_MS: 'soon' }, /^CLUB_SWEEP_MS: /],
    [{ REDIS_URL: 'redis://r' }, /^REDIS_URL makes this one process of several.*DATABASE_URL/],
    [{ TRUSTED_PROXY: 'nginx' }, /^TRUSTED_PROXY: "nginx" is not an IP address/],
    [{ CLUB_CONNECTIONS_PER_ADDRESS: 'lots' }, /^CLUB_CONNECTIONS_PER_ADDRESS must be a whole number/],
  ])('refuses %o, naming the variable', (env, message) => {
    const read = readClubEnvironment(env, []);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(message);
  });

  it('refuses an unknown option or --static without a folder', () => {
    for (const argv of [['--statik', 'dist'], ['--static']]) {
      const read = readClubEnvironment({}, argv);
      expect(read.ok).toBe(false);
    }
  });
});
