/**
 * The club's storage, the same suite on PGlite (a temporary data folder) and on a PostgreSQL server
 * (TEST_DATABASE_URL, which `npm test` provides by starting a throwaway server).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClubPlayer, ClubStore, NewClubGame, StoredMove } from '../../src/server/storage/club-store';
import { sqlLiveRooms } from '../../src/server/storage/live-room-store';
import { MIGRATIONS, migrate } from '../../src/server/storage/migrations';
import { SqlClubStore } from '../../src/server/storage/sql-club-store';
import type { SqlDatabase } from '../../src/server/storage/sql-database';
import { openClubStore, openSqlDatabase, type ClubStoreOptions } from '../../src/server/storage/store';
import { pgliteBackend, postgresBackend, type StorageBackend } from './storage-backends';

/** A new PGlite folder takes ~4 s to initialise, several times that on a busy machine. */
const OPEN_TIMEOUT_MS = 60_000;

/** Late 2026 in epoch ms: well past 2^32, so a bigint that went through 32 bits would show. */
const T0 = 1_796_000_000_000;

function newPlayer(name: string, at = T0): ClubPlayer {
  return {
    id: randomUUID(),
    name,
    nameKey: `${name.toLowerCase()}-${randomUUID()}`,
    createdAt: at,
    lastSeenAt: at,
  };
}

function newGame(x: ClubPlayer, o: ClubPlayer, startedAt = T0, timed = true): NewClubGame {
  return {
    id: randomUUID(),
    x: { id: x.id, name: x.name },
    o: { id: o.id, name: o.name },
    game: 'ataxx',
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    rules: 'classic',
    timeControl: timed ? { initialMs: 180_000, incrementMs: 2_000 } : null,
    rated: timed,
    startedAt,
  };
}

const OPENING: readonly StoredMove[] = [
  { ply: 1, move: 'b6', clockMs: 179_250, at: T0 + 2_750 },
  { ply: 2, move: 'a1c3', clockMs: 176_400, at: T0 + 8_350 },
  { ply: 3, move: 'f2', clockMs: 178_003, at: T0 + 10_000 },
];

async function tableNames(db: SqlDatabase): Promise<string[]> {
  const rows = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(db: SqlDatabase): Promise<{ version: number; applied_at: string }[]> {
  const rows = await db.query<{ version: number; applied_at: unknown }>(
    'SELECT version, applied_at FROM schema_migrations ORDER BY version',
  );
  return rows.map((row) => ({ version: row.version, applied_at: String(row.applied_at) }));
}

function storageSuite(backend: StorageBackend): void {
  let options: ClubStoreOptions;
  let db: SqlDatabase;
  let store: ClubStore;
  let firstMigration: number[];

  beforeAll(async () => {
    options = await backend.fresh();
    db = await openSqlDatabase(options);
    firstMigration = await migrate(db);
    store = new SqlClubStore(db);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await store?.close().catch(() => undefined); // already closed when the restart test failed midway
    if (options) await backend.discard(options);
  }, OPEN_TIMEOUT_MS);

  it('migrates an empty database to every version, once', async () => {
    expect(firstMigration).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(await tableNames(db)).toEqual([
      'game_flags',
      'games',
      'live_rooms',
      'moves',
      'player_browsers',
      'players',
      'rating_changes',
      'ratings',
      'schema_migrations',
      'world_arcade_bests',
      'world_level_bests',
      'world_points',
      'world_rating_counts',
      'world_records',
      'world_seeds',
      'world_submission_days',
    ]);
    expect((await appliedMigrations(db)).map((row) => row.version)).toEqual(firstMigration);
    expect(await migrate(db)).toEqual([]);
  });

  it("keeps a live room's record under its epoch, so a restored room fences out the old one", async () => {
    const rooms = sqlLiveRooms<{ moves: string[] }>(db);
    const code = `room-${randomUUID()}`;
    expect(await rooms.save(code, 1, { moves: ['b7'] }, T0)).toBe(true);
    expect(await rooms.save(code, 1, { moves: ['b7', 'f7'] }, T0 + 1)).toBe(true);
    expect(await rooms.load(code)).toEqual({ epoch: 1, state: { moves: ['b7', 'f7'] } });
    expect(await rooms.claim(code, 1)).toBe(2);
    // A second claim from the same sighting loses; the old holder's writes no longer land.
    expect(await rooms.claim(code, 1)).toBeNull();
    expect(await rooms.save(code, 1, { moves: ['b7', 'f7', 'a6'] }, T0 + 2)).toBe(false);
    expect(await rooms.save(code, 2, { moves: ['b7', 'f7', 'a6'] }, T0 + 3)).toBe(true);
    await rooms.drop(code, 1);
    expect((await rooms.load(code))?.state.moves).toHaveLength(3);
    await rooms.drop(code, 2);
    expect(await rooms.load(code)).toBeNull();
  });

  it('creates players, refuses a taken name key, and finds them by id and by name key', async () => {
    const ada = newPlayer('Ada');
    expect(await store.createPlayer(ada)).toEqual({ ok: true, value: ada });
    const impostor = { ...newPlayer('ADA'), nameKey: ada.nameKey };
    expect(await store.createPlayer(impostor)).toEqual({ ok: false, error: 'taken' });

    expect(await store.playerById(ada.id)).toEqual(ada);
    expect(await store.playerByNameKey(ada.nameKey)).toEqual(ada);
    expect(await store.playerById(impostor.id)).toBeNull();
    expect(await store.playerByNameKey('nobody-' + randomUUID())).toBeNull();
  });

  it('keeps a password hash per player: none for a guest, set, replaced, and only for a known player', async () => {
    const ada = newPlayer('Ada');
    const bea = newPlayer('Bea');
    await store.createPlayer(ada);
    await store.createPlayer(bea);
    expect(await store.passwordOf(ada.id)).toBeNull();
    expect(await store.setPassword(ada.id, 'scrypt$2$1$1$c2FsdA==$Zmlyc3Q=')).toBe(true);
    expect(await store.passwordOf(ada.id)).toBe('scrypt$2$1$1$c2FsdA==$Zmlyc3Q=');
    expect(await store.setPassword(ada.id, 'scrypt$2$1$1$c2FsdA==$c2Vjb25k')).toBe(true);
    expect(await store.passwordOf(ada.id)).toBe('scrypt$2$1$1$c2FsdA==$c2Vjb25k');
    expect(await store.passwordOf(bea.id)).toBeNull();
    expect(await store.setPassword('nobody-' + randomUUID(), 'scrypt$x')).toBe(false);
    expect(await store.passwordOf('nobody-' + randomUUID())).toBeNull();
    // The player record itself is unchanged by a password.
    expect(await store.playerById(ada.id)).toEqual(ada);
  });

  it('gives a name to exactly one of two players asking for it at once', async () => {
    const first = newPlayer('Twin');
    const second = { ...newPlayer('twin'), nameKey: first.nameKey };
    const results = await Promise.all([store.createPlayer(first), store.createPlayer(second)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: 'taken' }]);
  });

  it('moves last-seen forward on touch, never backwards', async () => {
    const bea = newPlayer('Bea');
    await store.createPlayer(bea);
    await store.touchPlayer(bea.id, T0 + 60_000);
    await store.touchPlayer(bea.id, T0 + 30_000);
    expect(await store.playerById(bea.id)).toEqual({ ...bea, lastSeenAt: T0 + 60_000 });
    await store.touchPlayer('nobody-' + randomUUID(), T0); // an unknown id changes nothing and does not throw
  });

  it('reads a game back move for move, with the clock after each move', async () => {
    const [x, o] = [newPlayer('Cleo'), newPlayer('Dov')];
    const game = newGame(x, o);
    await store.createGame(game);
    expect(await store.gameById(game.id)).toEqual({ ...game, moves: [], end: null });

    for (const move of OPENING) await store.appendMove(game.id, move);
    expect(await store.gameById(game.id)).toEqual({ ...game, moves: OPENING, end: null });
    expect(await store.gameById('missing-' + randomUUID())).toBeNull();
  });

  it('keeps the game a record is of and its variant, whatever game it is (the server checks them)', async () => {
    const game = { ...newGame(newPlayer('Ivo'), newPlayer('Jan')), game: 'tally', rules: 'standard' };
    await store.createGame(game);
    await store.appendMove(game.id, { ply: 1, move: 'a1 b', clockMs: 1000, at: T0 + 1 });
    expect(await store.gameById(game.id)).toMatchObject({ game: 'tally', rules: 'standard' });
    expect((await store.gameById(game.id))?.moves.map((move) => move.move)).toEqual(['a1 b']);
  });

  it('keeps an untimed game without clocks', async () => {
    const game = newGame(newPlayer('Eli'), newPlayer('Fay'), T0, false);
    await store.createGame(game);
    const moves = OPENING.map((move) => ({ ...move, clockMs: null }));
    for (const move of moves) await store.appendMove(game.id, move);
    expect(await store.gameById(game.id)).toEqual({ ...game, timeControl: null, moves, end: null });
  });

  it('stores each ply once: a repeated append is ignored, even with other contents', async () => {
    const game = newGame(newPlayer('Gus'), newPlayer('Hal'));
    await store.createGame(game);
    await store.appendMove(game.id, OPENING[0]);
    await store.appendMove(game.id, OPENING[0]);
    await store.appendMove(game.id, { ...OPENING[0], move: 'c5', clockMs: 1 });
    await store.appendMove(game.id, OPENING[1]);
    expect((await store.gameById(game.id))?.moves).toEqual(OPENING.slice(0, 2));
  });

  it('refuses a move or an end for a game it does not know', async () => {
    await expect(store.appendMove('missing-' + randomUUID(), OPENING[0])).rejects.toThrow();
    const end = { result: 'x', reason: 'resign', endedAt: T0 } as const;
    await expect(store.finishGame('missing-' + randomUUID(), end)).rejects.toThrow(/does not know/);
  });

  it('ignores a game written twice, keeping the first', async () => {
    const game = newGame(newPlayer('Rex'), newPlayer('Sol'));
    await store.createGame(game);
    await store.createGame({ ...game, rules: 'arcade', startedAt: T0 + 1 });
    expect(await store.gameById(game.id)).toEqual({ ...game, moves: [], end: null });
  });

  it('finds the last game kept under an invite code (its latest rematch), after the room is gone', async () => {
    const [tia, uma] = [newPlayer('Tia'), newPlayer('Uma')];
    const code = `code-${randomUUID().slice(0, 8)}`;
    expect(await store.lastGameOfCode(code)).toBeNull();
    const first = { ...newGame(tia, uma), code };
    const rematch = { ...newGame(uma, tia, T0 + 60_000), code };
    await store.createGame(rematch);
    await store.createGame(first);
    await store.createGame(newGame(tia, uma, T0 + 120_000));
    expect(await store.lastGameOfCode(code)).toBe(rematch.id);
    expect(await store.lastGameOfCode('never-used')).toBeNull();
  });

  it('records the end of a game once', async () => {
    const game = newGame(newPlayer('Ivy'), newPlayer('Jon'));
    await store.createGame(game);
    await store.appendMove(game.id, OPENING[0]);
    const end = { result: 'o', reason: 'resign', endedAt: T0 + 5_000 } as const;
    await store.finishGame(game.id, end);
    await store.finishGame(game.id, { result: 'x', reason: 'flag', endedAt: T0 + 9_000 });
    expect(await store.gameById(game.id)).toEqual({ ...game, moves: OPENING.slice(0, 1), end });
  });

  it("lists a player's games newest first, in either colour, up to the limit", async () => {
    const [kim, lou, max] = [newPlayer('Kim'), newPlayer('Lou'), newPlayer('Max')];
    const oldest = newGame(kim, lou, T0 + 1_000);
    const middle = newGame(lou, kim, T0 + 2_000);
    const newest = newGame(kim, max, T0 + 3_000);
    const others = newGame(lou, max, T0 + 4_000);
    for (const game of [middle, oldest, others, newest]) await store.createGame(game);
    await store.appendMove(middle.id, OPENING[0]);

    const ids = async (limit: number) => (await store.gamesOf(kim.id, limit)).map((game) => game.id);
    expect(await ids(10)).toEqual([newest.id, middle.id, oldest.id]);
    expect(await ids(2)).toEqual([newest.id, middle.id]);
    expect(await ids(0)).toEqual([]);
    expect((await store.gamesOf(kim.id, 10))[1]).toEqual({
      ...middle,
      moves: OPENING.slice(0, 1),
      end: null,
    });
    expect(await store.gamesOf('nobody-' + randomUUID(), 10)).toEqual([]);
  });

  it('lists the games that were started and never finished', async () => {
    const [ned, ola] = [newPlayer('Ned'), newPlayer('Ola')];
    const open = newGame(ned, ola, T0 + 1);
    const closed = newGame(ola, ned, T0 + 2);
    for (const game of [open, closed]) await store.createGame(game);
    await store.appendMove(open.id, OPENING[0]);
    await store.finishGame(closed.id, { result: 'aborted', reason: 'aborted', endedAt: T0 + 3 });

    const unfinished = await store.unfinishedGames();
    expect(unfinished.find((game) => game.id === open.id)).toEqual({
      ...open,
      moves: OPENING.slice(0, 1),
      end: null,
    });
    expect(unfinished.some((game) => game.id === closed.id)).toBe(false);
    expect(unfinished.every((game) => game.end === null)).toBe(true);
  });

  it('keeps everything across a restart and does not migrate again', async () => {
    const [pia, quin] = [newPlayer('Pia'), newPlayer('Quin')];
    const game = newGame(pia, quin);
    await store.createPlayer(pia);
    await store.createPlayer(quin);
    await store.createGame(game);
    for (const move of OPENING) await store.appendMove(game.id, move);
    const end = { result: 'draw', reason: 'agreement', endedAt: T0 + 20_000 } as const;
    await store.finishGame(game.id, end);
    const migrationsBefore = await appliedMigrations(db);
    const unfinishedBefore = await store.unfinishedGames();
    await store.close();

    const reopened = await openClubStore(options);
    expect(await reopened.playerById(pia.id)).toEqual(pia);
    expect(await reopened.playerByNameKey(quin.nameKey)).toEqual(quin);
    expect(await reopened.gameById(game.id)).toEqual({ ...game, moves: OPENING, end });
    expect(await reopened.gamesOf(quin.id, 5)).toEqual([{ ...game, moves: OPENING, end }]);
    expect(await reopened.unfinishedGames()).toEqual(unfinishedBefore);
    expect(await reopened.createPlayer({ ...newPlayer('Pia'), nameKey: pia.nameKey })).toEqual({
      ok: false,
      error: 'taken',
    });
    await reopened.close();

    db = await openSqlDatabase(options);
    store = new SqlClubStore(db);
    expect(await migrate(db)).toEqual([]);
    expect(await appliedMigrations(db)).toEqual(migrationsBefore);
  });
}

describe('club storage on PGlite', () => {
  storageSuite(pgliteBackend);

  it('names a data folder it cannot create', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'infection-club-'));
    try {
      // A file where a folder should be: refused even for root, whom permissions would not stop.
      await writeFile(join(parent, 'a-file'), 'not a folder');
      const folder = join(parent, 'a-file', 'club');
      await expect(openClubStore({ dataDir: folder })).rejects.toThrow(
        `data folder ${folder} cannot be created`,
      );
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe('club storage on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // Not a skip: a suite that quietly did not run would pass in CI without checking anything.
    it('needs TEST_DATABASE_URL', () => {
      expect.fail(
        'TEST_DATABASE_URL is not set. `npm test` starts a throwaway PostgreSQL for it; to run these tests ' +
          'alone: bash scripts/with-postgres.sh npx vitest run --project unit tests/server/storage.test.ts',
      );
    });
    return;
  }
  const backend = postgresBackend(serverUrl);
  storageSuite(backend);

  it('migrates once when two servers start at the same time', async () => {
    const options = await backend.fresh();
    const [first, second] = await Promise.all([openSqlDatabase(options), openSqlDatabase(options)]);
    try {
      const applied = await Promise.all([migrate(first), migrate(second)]);
      const every = MIGRATIONS.map((migration) => migration.version);
      expect(applied.flat().sort((a, b) => a - b)).toEqual(every);
      expect((await appliedMigrations(first)).map((row) => row.version)).toEqual(every);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await backend.discard(options);
    }
  });

  it('names DATABASE_URL when the database does not exist', async () => {
    const url = new URL(serverUrl);
    url.pathname = '/no_such_database';
    await expect(openClubStore({ databaseUrl: url.toString() })).rejects.toThrow(
      /DATABASE_URL .*no_such_database.*does not exist/,
    );
  });
});

describe('opening the club storage with a bad DATABASE_URL', () => {
  it('says the URL is not a PostgreSQL URL', async () => {
    await expect(openClubStore({ databaseUrl: 'localhost:5432/club' })).rejects.toThrow(
      /DATABASE_URL is not a PostgreSQL URL/,
    );
    await expect(openClubStore({ databaseUrl: 'mysql://u:p@host/db' })).rejects.toThrow(/DATABASE_URL/);
  });

  it('names DATABASE_URL and the cause when the server is unreachable, without the password', async () => {
    const failure = openClubStore({ databaseUrl: 'postgres://club:secret@127.0.0.1:1/club' });
    await expect(failure).rejects.toThrow(
      /DATABASE_URL postgres:\/\/club:\*\*\*@127\.0\.0\.1:1\/club.*ECONNREFUSED/,
    );
    await expect(failure).rejects.not.toThrow(/secret/);
  });
});
