import { causeOf, type SqlDatabase } from './sql-database';

/**
 * The club's schema, as numbered steps applied in order at start. A step, once released, is never edited:
 * a change to the schema is a new step at the end, so every database reaches the same schema.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'players, games and moves',
    // Times are epoch ms in bigint. Games name their players by id and also keep the names as they were
    // at the time, without a foreign key: a game outlives a guest, and bots play without a player row.
    sql: `
      CREATE TABLE players (
        id text PRIMARY KEY,
        name text NOT NULL,
        name_key text NOT NULL UNIQUE,
        created_at bigint NOT NULL,
        last_seen_at bigint NOT NULL
      );

      CREATE TABLE games (
        id text PRIMARY KEY,
        x_player_id text NOT NULL,
        x_name text NOT NULL,
        o_player_id text NOT NULL,
        o_name text NOT NULL,
        start_fen text NOT NULL,
        rules text NOT NULL CHECK (rules IN ('arcade', 'classic')),
        initial_ms bigint,
        increment_ms bigint,
        rated boolean NOT NULL,
        started_at bigint NOT NULL,
        result text CHECK (result IN ('x', 'o', 'draw', 'aborted')),
        reason text,
        ended_at bigint,
        CHECK ((initial_ms IS NULL) = (increment_ms IS NULL)),
        CHECK ((result IS NULL) = (reason IS NULL) AND (result IS NULL) = (ended_at IS NULL))
      );
      CREATE INDEX games_by_x_player ON games (x_player_id, started_at DESC);
      CREATE INDEX games_by_o_player ON games (o_player_id, started_at DESC);
      CREATE INDEX games_unfinished ON games (started_at) WHERE result IS NULL;

      CREATE TABLE moves (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply integer NOT NULL CHECK (ply >= 1),
        move text NOT NULL,
        clock_ms bigint,
        at bigint NOT NULL,
        PRIMARY KEY (game_id, ply)
      );
    `,
  },
  {
    version: 2,
    name: 'passwords',
    // A guest who adds a password gets a scrypt hash here (see passwords.ts); null: a guest without one.
    sql: `ALTER TABLE players ADD COLUMN password_hash text;`,
  },
  {
    version: 3,
    name: 'ratings, rating history and review flags',
    // One row per player and pool (classic-blitz…), written with the game's rating_changes in one
    // transaction. ratings_by_pool serves "top players by rating"; a game's flags wait for a person.
    sql: `
      CREATE TABLE ratings (
        player_id text NOT NULL,
        pool text NOT NULL,
        rating double precision NOT NULL,
        deviation double precision NOT NULL,
        volatility double precision NOT NULL,
        games integer NOT NULL,
        wins integer NOT NULL,
        draws integer NOT NULL,
        losses integer NOT NULL,
        updated_at bigint NOT NULL,
        PRIMARY KEY (player_id, pool)
      );
      CREATE INDEX ratings_by_pool ON ratings (pool, rating DESC, player_id);

      CREATE TABLE rating_changes (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        player_id text NOT NULL,
        pool text NOT NULL,
        score real NOT NULL CHECK (score IN (0, 0.5, 1)),
        rating_before double precision NOT NULL,
        deviation_before double precision NOT NULL,
        rating_after double precision NOT NULL,
        deviation_after double precision NOT NULL,
        volatility_after double precision NOT NULL,
        at bigint NOT NULL,
        PRIMARY KEY (game_id, player_id)
      );
      CREATE INDEX rating_changes_by_player ON rating_changes (player_id, pool, at);

      CREATE TABLE game_flags (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        reason text NOT NULL,
        at bigint NOT NULL,
        reviewed boolean NOT NULL DEFAULT false,
        PRIMARY KEY (game_id, reason)
      );
      CREATE INDEX game_flags_unreviewed ON game_flags (at) WHERE NOT reviewed;
    `,
  },
  {
    version: 4,
    name: 'world records, world tables and daily submission counts',
    // Every accepted record is kept whole (world_records); each table keeps one row per player, the best,
    // ordered for its page queries (points DESC, then the earlier record, then the player). A level's bests
    // are per level version (its hash), so a changed level starts a fresh table. world_points counts the
    // players at each score of each table (board 'arcade' or 'level:<id>:<hash>'), written with the bests:
    // a page's total, its first score and a player's place come from it, not from counting rows. ratings
    // gains the time of the player's 10th latest rated game in the pool (MIN_RECENT_RATED_GAMES), written
    // with each rating: "10 rated games in the last 30 days" is then one column compared with a date;
    // world_rating_counts counts them by rating bucket and day (sql-world-players.ts).
    sql: `
      CREATE TABLE world_records (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('level', 'arcade')),
        level_id text,
        level_hash text,
        engine_version text NOT NULL,
        points integer NOT NULL CHECK (points >= 0),
        cleared integer NOT NULL,
        initials text,
        record jsonb NOT NULL,
        at bigint NOT NULL,
        CHECK ((kind = 'level') = (level_id IS NOT NULL AND level_hash IS NOT NULL)),
        CHECK ((kind = 'arcade') = (initials IS NOT NULL))
      );
      CREATE INDEX world_records_by_player ON world_records (player_id, kind, points DESC);

      CREATE TABLE world_level_bests (
        level_id text NOT NULL,
        level_hash text NOT NULL,
        player_id text NOT NULL,
        points integer NOT NULL,
        at bigint NOT NULL,
        record_id bigint NOT NULL REFERENCES world_records (id),
        PRIMARY KEY (level_id, level_hash, player_id)
      );
      CREATE INDEX world_level_bests_by_place ON world_level_bests (level_id, level_hash, points DESC, at, player_id);
      CREATE INDEX world_level_bests_by_player ON world_level_bests (player_id);

      CREATE TABLE world_arcade_bests (
        player_id text PRIMARY KEY,
        points integer NOT NULL,
        initials text NOT NULL,
        cleared integer NOT NULL,
        at bigint NOT NULL,
        record_id bigint NOT NULL REFERENCES world_records (id)
      );
      CREATE INDEX world_arcade_bests_by_place ON world_arcade_bests (points DESC, at, player_id) INCLUDE (initials);

      CREATE TABLE world_points (
        board text NOT NULL,
        points integer NOT NULL,
        players integer NOT NULL CHECK (players >= 0),
        PRIMARY KEY (board, points)
      );

      CREATE TABLE world_submission_days (
        player_id text NOT NULL,
        day integer NOT NULL,
        submissions integer NOT NULL,
        PRIMARY KEY (player_id, day)
      );

      ALTER TABLE ratings ADD COLUMN tenth_last_game_at bigint;
      UPDATE ratings SET tenth_last_game_at = (
        SELECT c.at FROM rating_changes c WHERE c.player_id = ratings.player_id AND c.pool = ratings.pool
        ORDER BY c.at DESC LIMIT 1 OFFSET 9);
      CREATE INDEX ratings_by_place ON ratings (pool, rating DESC, player_id) INCLUDE (tenth_last_game_at);
      CREATE TABLE world_rating_counts (
        pool text NOT NULL,
        bucket integer NOT NULL,
        day integer NOT NULL,
        players integer NOT NULL,
        PRIMARY KEY (pool, day, bucket)
      );
      INSERT INTO world_rating_counts (pool, bucket, day, players)
        SELECT pool, floor(rating)::integer / 10, (tenth_last_game_at / 86400000)::integer, count(*)
        FROM ratings WHERE tenth_last_game_at IS NOT NULL GROUP BY 1, 2, 3;
    `,
  },
  {
    version: 5,
    name: 'live rooms',
    // A clustered club's open game rooms, one row each, rewritten before every move is acknowledged so
    // another process can restore a room whose process died. `epoch` fences a room's writer: restoring
    // raises it, and a write from an older holder no longer matches.
    sql: `
      CREATE TABLE live_rooms (
        code text PRIMARY KEY,
        epoch integer NOT NULL,
        state jsonb NOT NULL,
        updated_at bigint NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'invite codes of kept games',
    // A room forgets its code when it closes; the kept game remembers it, so an old `?join=` link can
    // still say the game is over and offer its replay. Null for games kept before this step.
    sql: `
      ALTER TABLE games ADD COLUMN code text;
      CREATE INDEX games_by_code ON games (code, started_at DESC) WHERE code IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: 'records name their game',
    // The club plays more than one game: a kept game names its game (its `rules` is now that game's
    // variant, checked against the game's rules by the server, so the picklist of Ataxx's rulesets
    // goes), a world record names the game whose levels it is of, and rating pools are named
    // game-variant-family. Everything written before this step was Ataxx, named here once and for all:
    // this step is history and never follows a later rename of the game.
    sql: `
      ALTER TABLE games ADD COLUMN game text;
      UPDATE games SET game = 'ataxx';
      ALTER TABLE games ALTER COLUMN game SET NOT NULL;
      ALTER TABLE games DROP CONSTRAINT games_rules_check;

      ALTER TABLE world_records ADD COLUMN game text;
      UPDATE world_records SET game = 'ataxx';
      ALTER TABLE world_records ALTER COLUMN game SET NOT NULL;

      UPDATE ratings SET pool = 'ataxx-' || pool;
      UPDATE rating_changes SET pool = 'ataxx-' || pool;
      UPDATE world_rating_counts SET pool = 'ataxx-' || pool;
    `,
  },
  {
    version: 8,
    name: 'token versions',
    // A token names the player's token version when it was issued; raising the version (a password
    // changed, "sign out everywhere") refuses every token issued before. 0 for every player until then.
    sql: `ALTER TABLE players ADD COLUMN token_version integer NOT NULL DEFAULT 0;`,
  },
  {
    version: 9,
    name: 'world seeds and the browsers players used',
    // world_seeds: the one seed ticket of each player and board ('level:<id>' or 'arcade') that may still
    // make a record ranked (world-seeds.ts): a new ticket for the board replaces it, and a record that
    // uses it sets used_at. player_browsers: the (hashed) browser ids each player used in rated play in
    // the last 30 days, so two players who shared one play each other unrated (rated-pairs.ts).
    sql: `
      CREATE TABLE world_seeds (
        player_id text NOT NULL,
        board text NOT NULL,
        ticket text NOT NULL,
        issued_at bigint NOT NULL,
        used_at bigint,
        PRIMARY KEY (player_id, board)
      );

      CREATE TABLE player_browsers (
        player_id text NOT NULL,
        browser text NOT NULL,
        last_at bigint NOT NULL,
        PRIMARY KEY (player_id, browser)
      );
      CREATE INDEX player_browsers_by_browser ON player_browsers (browser, player_id);
    `,
  },
];

/**
 * Held while a migration is checked and applied, so two processes starting at once against one server
 * take turns instead of both creating the same table. An arbitrary constant, the same in every process.
 */
const MIGRATION_LOCK_KEY = 4_657_110_011;

const CREATE_SCHEMA_MIGRATIONS = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at bigint NOT NULL
  )`;

/**
 * Applies every migration the database has not had yet, each in its own transaction together with its
 * row in schema_migrations, so a step is applied entirely and once. Returns the versions it applied.
 */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
  now: () => number = Date.now,
): Promise<number[]> {
  checkOrder(migrations);
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(CREATE_SCHEMA_MIGRATIONS);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${causeOf(error)}`, {
          cause: error,
        });
      }
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        now(),
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  await refuseNewerSchema(db, migrations);
  return applied;
}

function checkOrder(migrations: readonly Migration[]): void {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(
        `Migrations must be numbered 1, 2, 3… in order; found ${migration.version} at ${index + 1}`,
      );
    }
  });
}

/** A database migrated by a newer version of the server would be misread by this one: stop instead. */
async function refuseNewerSchema(db: SqlDatabase, migrations: readonly Migration[]): Promise<void> {
  const rows = await db.query<{ version: number }>(
    'SELECT version FROM schema_migrations WHERE version > $1 ORDER BY version',
    [migrations.length],
  );
  if (rows.length > 0) {
    throw new Error(
      `The club's database has schema version ${rows[rows.length - 1].version}, newer than this server's ` +
        `${migrations.length}: run a newer server or restore a matching backup.`,
    );
  }
}
