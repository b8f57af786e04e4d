/** Tokens, the kept secret, the in-memory store and the built game served beside the club. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { memoryClubStore } from '../../src/server/storage/memory-store';
import { loadSecret, tokenKeeper } from '../../src/server/tokens';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'club-setup-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('tokens', () => {
  const version0 = async (): Promise<number> => 0;

  it('names the player they were issued for, and only with the same key', async () => {
    let now = 1_000_000;
    const keeper = tokenKeeper(randomBytes(32), () => now, version0);
    const { token, expiresAt } = await keeper.issue('player-1');
    expect(await keeper.playerOf(token)).toBe('player-1');
    expect(await tokenKeeper(randomBytes(32), () => now, version0).playerOf(token)).toBeNull();
    expect(await keeper.playerOf(token + 'x')).toBeNull();
    now = expiresAt + 1_000;
    expect(await keeper.playerOf(token)).toBeNull();
  });

  it('refuses a token issued under an older token version, and one of no player', async () => {
    const versions = new Map([['player-1', 0]]);
    const keeper = tokenKeeper(
      randomBytes(32),
      () => 5_000_000,
      async (id) => versions.get(id) ?? null,
    );
    const old = (await keeper.issue('player-1')).token;
    versions.set('player-1', 1);
    expect(await keeper.playerOf(old)).toBeNull();
    const fresh = (await keeper.issue('player-1')).token;
    expect(await keeper.playerOf(fresh)).toBe('player-1');
    versions.delete('player-1');
    expect(await keeper.playerOf(fresh)).toBeNull();
  });

  it('ends every renewal 90 days after the sign-in it descends from', async () => {
    const day = 24 * 60 * 60 * 1000;
    const signedInAt = 1_700_000_000_000;
    let now = signedInAt;
    const keeper = tokenKeeper(randomBytes(32), () => now, version0);
    let { token } = await keeper.issue('player-1');
    for (let renewal = 1; renewal <= 8; renewal++) {
      now += 11 * day;
      const claims = await keeper.read(token);
      expect(claims, `renewal ${renewal}`).toEqual({ playerId: 'player-1', origin: signedInAt });
      const renewed = await keeper.issue('player-1', claims?.origin);
      expect(renewed.expiresAt).toBeLessThanOrEqual(signedInAt + 90 * day);
      token = renewed.token;
    }
    now = signedInAt + 90 * day;
    expect(await keeper.read(token)).toBeNull();
  });

  it('reads a token from before versions (no version, no origin) as version 0 from its issue', async () => {
    const secret = randomBytes(32);
    const issuedAt = 1_700_000_000;
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('infection-club')
      .setSubject('player-1')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 30 * 86_400)
      .sign(secret);
    const keeper = tokenKeeper(secret, () => issuedAt * 1000 + 1000, version0);
    expect(await keeper.read(legacy)).toEqual({ playerId: 'player-1', origin: issuedAt * 1000 });
    const bumped = tokenKeeper(
      secret,
      () => issuedAt * 1000 + 1000,
      async () => 1,
    );
    expect(await bumped.read(legacy)).toBeNull();
  });

  it('keeps a made secret in the data folder, and prefers CLUB_SECRET', async () => {
    const made = await loadSecret(undefined, join(folder, 'data'));
    expect(made).toHaveLength(32);
    expect(Buffer.from(await loadSecret(undefined, join(folder, 'data')))).toEqual(Buffer.from(made));
    expect((await readFile(join(folder, 'data', 'club-secret'), 'utf8')).trim()).toHaveLength(64);
    const fromEnv = await loadSecret('s'.repeat(40), join(folder, 'other'));
    expect(new TextDecoder().decode(fromEnv)).toBe('s'.repeat(40));
    await expect(loadSecret('short', folder)).rejects.toThrow(/32/);
  });
});

describe('the in-memory store', () => {
  it('keeps names unique, moves idempotent and the first end', async () => {
    const store = memoryClubStore();
    const player = { id: 'a', name: 'Blob', nameKey: 'biob', createdAt: 1, lastSeenAt: 1 };
    expect((await store.createPlayer(player)).ok).toBe(true);
    expect(await store.createPlayer({ ...player, id: 'b' })).toEqual({ ok: false, error: 'taken' });
    const game = {
      id: 'g',
      x: { id: 'a', name: 'Blob' },
      o: { id: 'b', name: 'Goo' },
      game: 'ataxx',
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      rules: 'classic' as const,
      timeControl: null,
      rated: false,
      startedAt: 5,
    };
    await store.createGame(game);
    await store.appendMove('g', { ply: 1, move: 'b6', clockMs: null, at: 6 });
    await store.appendMove('g', { ply: 1, move: 'b7', clockMs: null, at: 7 });
    await store.finishGame('g', { result: 'x', reason: 'resign', endedAt: 8 });
    await store.finishGame('g', { result: 'o', reason: 'flag', endedAt: 9 });
    const kept = await store.gameById('g');
    expect(kept?.moves).toEqual([{ ply: 1, move: 'b6', clockMs: null, at: 6 }]);
    expect(kept?.end).toEqual({ result: 'x', reason: 'resign', endedAt: 8 });
    expect(await store.unfinishedGames()).toEqual([]);
    expect((await store.gamesOf('b', 10)).map((g) => g.id)).toEqual(['g']);
  });
});

describe('serving the built game', () => {
  let club: RunningClub;
  beforeAll(async () => {
    const dist = join(folder, 'dist');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Infection</title>');
    await writeFile(join(dist, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
    await writeFile(join(folder, 'secret.txt'), 'not for the web');
    const store = memoryClubStore();
    await store.createPlayer({ id: 'a', name: 'Blob', nameKey: 'biob', createdAt: 1, lastSeenAt: 1 });
    await store.createGame({
      id: 'cut-off',
      x: { id: 'a', name: 'Blob' },
      o: { id: 'a', name: 'Blob' },
      game: 'ataxx',
      start: 'x5o/7/7/7/7/7/o5x x 0 1',
      rules: 'classic',
      timeControl: null,
      rated: false,
      startedAt: 1,
    });
    club = await startClub({
      port: 0,
      host: '127.0.0.1',
      store,
      secret: randomBytes(32),
      staticDir: dist,
      log: () => {},
    });
  });
  afterAll(async () => {
    await club.close();
  });

  it('serves index.html and hashed assets, and nothing outside the folder', async () => {
    const index = await fetch(`${club.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('Infection');
    const asset = await fetch(`${club.url}/assets/index-AbCd1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${club.url}/../secret.txt`)).status).toBe(404);
    expect((await fetch(`${club.url}/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${club.url}/missing.js`)).status).toBe(404);
  });

  it('records games a stopped process left open as aborted', async () => {
    const game = await (await fetch(`${club.url}/api/games/cut-off`)).json();
    expect(game.end).toMatchObject({ result: 'aborted', reason: 'aborted' });
  });

  // Last: it uses up this address's calls.
  it('turns away an address that calls the API too often', async () => {
    const replies = [];
    for (let i = 0; i < 70; i++) {
      const reply = await fetch(`${club.url}/api/session`, { method: 'POST', body: '{"token":"x"}' });
      replies.push(reply.status);
    }
    expect(replies.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(replies.slice(-5)).toEqual([429, 429, 429, 429, 429]);
  });
});
