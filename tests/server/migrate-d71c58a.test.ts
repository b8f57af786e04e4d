/**
 * A club database written before records named their game (issue 46's start commit, d71c58a) migrates
 * with nothing lost: the fixture (tests/data/club-d71c58a.sql, made with that commit's store) is loaded
 * into PGlite and into PostgreSQL (TEST_DATABASE_URL, which scripts/with-postgres.sh provides), today's
 * migrations run, and every game, rating and world record comes through as Ataxx's, row for row.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRatingPool } from '../../src/net/ratings';
import { MIGRATIONS, migrate } from '../../src/server/storage/migrations';
import { SqlClubStore } from '../../src/server/storage/sql-club-store';
import type { SqlDatabase } from '../../src/server/storage/sql-database';
import { openSqlDatabase, type ClubStoreOptions } from '../../src/server/storage/store';
import { pgliteBackend, postgresBackend, type StorageBackend } from './storage-backends';

const OPEN_TIMEOUT_MS = 60_000;
const FIXTURE = new URL('../data/club-d71c58a.sql', import.meta.url);
/** The fixture's schema version: the start commit's last migration. */
const FIXTURE_VERSION = 6;
const DAY = 86_400_000;
/** The fixture's games start here (as its maker wrote them). */
const T0 = 1_796_000_000_000;

type Row = Record<string, unknown>;
/** Every table the fixture has rows in, with the columns that order them. */
const TABLES: Readonly<Record<string, string>> = {
  players: 'id',
  games: 'id',
  moves: 'game_id, ply',
  ratings: 'player_id, pool',
  rating_changes: 'game_id, player_id',
  game_flags: 'game_id, reason',
  world_records: 'id',
  world_level_bests: 'level_id, level_hash, player_id',
  world_arcade_bests: 'player_id',
  world_points: 'board, points',
  world_rating_counts: 'pool, day, bucket',
  world_submission_days: 'player_id, day',
};

/** Every row of every table, as plain JSON (pg and PGlite hand bigints over differently; each compares with itself). */
async function everyRow(db: SqlDatabase): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    tables[table] = JSON.parse(
      JSON.stringify(await db.query<Row>(`SELECT * FROM ${table} ORDER BY ${order}`)),
    ) as Row[];
  }
  return tables;
}

const without = (rows: readonly Row[], column: string): Row[] =>
  rows.map(({ [column]: _dropped, ...rest }) => rest);

function migrationSuite(backend: StorageBackend): void {
  describe(`the start commit's database on ${backend.name}`, () => {
    let options: ClubStoreOptions;
    let db: SqlDatabase;
    let before: Record<string, Row[]>;
    let after: Record<string, Row[]>;
    let applied: number[];

    beforeAll(async () => {
      options = await backend.fresh();
      db = await openSqlDatabase(options);
      await db.exec(await readFile(FIXTURE, 'utf8'));
      before = await everyRow(db);
      applied = await migrate(db);
      after = await everyRow(db);
    }, OPEN_TIMEOUT_MS);

    afterAll(async () => {
      await db?.close().catch(() => undefined);
      if (options) await backend.discard(options);
    }, OPEN_TIMEOUT_MS);

    it('was written by the start commit and has something in every table', () => {
      for (const table of Object.keys(TABLES)) expect(before[table].length, table).toBeGreaterThan(0);
      expect(applied).toEqual(
        MIGRATIONS.filter((migration) => migration.version > FIXTURE_VERSION).map((m) => m.version),
      );
    });

    it('names every stored game ataxx and keeps the rest of each game, its moves and its flags', () => {
      expect(after.games.map((game) => game.game)).toEqual(before.games.map(() => 'ataxx'));
      expect(without(after.games, 'game')).toEqual(before.games);
      for (const table of ['moves', 'game_flags']) expect(after[table], table).toEqual(before[table]);
      // Migration 8 gives every player token version 0, which every token from before counts as.
      expect(after.players.map((player) => player.token_version)).toEqual(before.players.map(() => 0));
      expect(without(after.players, 'token_version')).toEqual(before.players);
    });

    it("moves every rating into its game's pool (classic-blitz → ataxx-classic-blitz), numbers untouched", () => {
      for (const table of ['ratings', 'rating_changes', 'world_rating_counts']) {
        const renamed = before[table].map((row) => ({ ...row, pool: `ataxx-${String(row.pool)}` }));
        const sorted = (rows: Row[]) =>
          [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
        expect(sorted(after[table]), table).toEqual(sorted(renamed));
        for (const row of after[table]) expect(isRatingPool(String(row.pool)), String(row.pool)).toBe(true);
      }
    });

    it('names every world record ataxx and keeps the tables made from them', () => {
      expect(after.world_records.map((record) => record.game)).toEqual(
        before.world_records.map(() => 'ataxx'),
      );
      expect(without(after.world_records, 'game')).toEqual(before.world_records);
      for (const table of [
        'world_level_bests',
        'world_arcade_bests',
        'world_points',
        'world_submission_days',
      ])
        expect(after[table], table).toEqual(before[table]);
    });

    it("reads back through today's store: games, ratings, profiles' pools and the world tables", async () => {
      const store = new SqlClubStore(db);
      const game = await store.gameById('g-classic-blitz');
      expect(game).toMatchObject({
        game: 'ataxx',
        rules: 'classic',
        x: { id: 'p-ada', name: 'ada' },
        timeControl: { initialMs: 180_000, incrementMs: 2_000 },
        end: { result: 'x', reason: 'board-full' },
      });
      expect(game?.moves.map((move) => move.move)).toEqual(['a7b6', 'g7f6']);
      expect((await store.unfinishedGames()).map((each) => [each.id, each.game])).toEqual([
        ['g-unfinished', 'ataxx'],
      ]);
      expect(await store.ratingOf('p-ada', 'ataxx-classic-blitz')).toMatchObject({ games: 11, wins: 7 });
      expect(await store.ratingOf('p-ada', 'classic-blitz')).toBeNull();
      expect((await store.ratingsOf('p-cyd')).map((rating) => rating.pool).sort()).toEqual([
        'ataxx-arcade-bullet',
        'ataxx-arcade-rapid',
      ]);
      expect(await store.ratingHistory('p-bea', 'ataxx-classic-blitz', 100)).toHaveLength(11);
      const since = (Math.floor(T0 / DAY) - 29) * DAY;
      const query = { offset: 0, limit: 20, playerId: 'p-ada' };
      const players = await store.world.playersTable('ataxx-classic-blitz', since, query);
      expect(players.entries.map((entry) => entry.name)).toEqual(['ada', 'bea']);
      expect(players.you).toMatchObject({ place: 1, name: 'ada' });
      expect((await store.world.arcadeTable(query)).entries.map((entry) => entry.initials)).toEqual([
        'ADA',
        'CYD',
      ]);
      expect(await store.passwordOf('p-ada')).toBe('scrypt$fixture$hash');
    });

    it('takes new games of any game after the migration, and migrates no further', async () => {
      const store = new SqlClubStore(db);
      await store.createGame({
        id: 'g-after',
        game: 'tally',
        x: { id: 'p-ada', name: 'ada' },
        o: { id: 'p-bea', name: 'bea' },
        start: 'tally start',
        rules: 'standard',
        timeControl: null,
        rated: false,
        startedAt: T0 + 100_000,
      });
      expect(await store.gameById('g-after')).toMatchObject({ game: 'tally', rules: 'standard' });
      expect(await migrate(db)).toEqual([]);
    });
  });
}

migrationSuite(pgliteBackend);

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) migrationSuite(postgresBackend(serverUrl));
else {
  describe("the start commit's database on PostgreSQL", () => {
    it('needs a PostgreSQL server', () => {
      expect.fail(
        'TEST_DATABASE_URL is not set. `npm test` starts a throwaway PostgreSQL for it; to run these tests ' +
          'alone: bash scripts/with-postgres.sh npx vitest run --project unit tests/server/migrate-d71c58a.test.ts',
      );
    });
  });
}
