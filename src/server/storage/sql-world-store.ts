import type { RatingPool } from '../../net/ratings';
import type { ProfileArcadeRun, WorldEntry } from '../../net/world';
import type { SqlDatabase, SqlQueryable } from './sql-database';
import { playersPage } from './sql-world-players';
import type {
  AcceptedRecord,
  KeptRecord,
  PageQuery,
  SeedUse,
  StoredLevelBest,
  WorldPageRows,
  WorldStore,
} from './world-store';

/** pg hands bigint and count(*) over as strings, PGlite as numbers. */
const num = (value: unknown): number => Number(value);

interface ScoreRow {
  player_id: string;
  name: string;
  points: unknown;
  at: unknown;
  initials?: string;
}

/**
 * One table's SQL: the rows (`table`, filtered by `where` over parameters $1..$n) ordered best first by
 * `points DESC, at, player_id`, as the indexes of migration 4 are. A page is read from the index alone
 * and then joined to the players' names, 20 rows at a time.
 */
interface ScoreTable {
  readonly table: string;
  /** The table's key in world_points. */
  readonly board: string;
  /** The table's rows, for the table under the alias `t`. */
  readonly where: (t: string) => string;
  readonly params: readonly unknown[];
  readonly extra: string;
}

const scoreEntry = (row: ScoreRow, place: number): WorldEntry => ({
  place,
  name: row.name,
  value: num(row.points),
  at: num(row.at),
  ...(row.initials !== undefined ? { initials: row.initials } : {}),
});

/** The world tables over SQL: the same statements on PGlite and on a PostgreSQL server. */
export class SqlWorldStore implements WorldStore {
  constructor(private readonly db: SqlDatabase) {}

  async takeSubmission(playerId: string, day: number, limit: number): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO world_submission_days (player_id, day, submissions) VALUES ($1, $2, 1)
       ON CONFLICT (player_id, day) DO UPDATE SET submissions = world_submission_days.submissions + 1
         WHERE world_submission_days.submissions < $3
       RETURNING submissions`,
      [playerId, day, limit],
    );
    return rows.length > 0 && limit > 0;
  }

  async issueSeed(playerId: string, board: string, ticket: string, at: number): Promise<void> {
    await this.db.query(
      `INSERT INTO world_seeds (player_id, board, ticket, issued_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (player_id, board) DO UPDATE
         SET ticket = EXCLUDED.ticket, issued_at = EXCLUDED.issued_at, used_at = NULL`,
      [playerId, board, ticket, Math.round(at)],
    );
  }

  async useSeed(playerId: string, board: string, ticket: string, at: number): Promise<SeedUse> {
    const used = await this.db.query(
      `UPDATE world_seeds SET used_at = $4
       WHERE player_id = $1 AND board = $2 AND ticket = $3 AND used_at IS NULL RETURNING 1`,
      [playerId, board, ticket, Math.round(at)],
    );
    if (used.length > 0) return 'used';
    const live = await this.db.query(
      'SELECT 1 FROM world_seeds WHERE player_id = $1 AND board = $2 AND ticket = $3',
      [playerId, board, ticket],
    );
    return live.length > 0 ? 'used-before' : 'replaced';
  }

  async unuseSeed(playerId: string, board: string, ticket: string): Promise<void> {
    await this.db.query(
      'UPDATE world_seeds SET used_at = NULL WHERE player_id = $1 AND board = $2 AND ticket = $3',
      [playerId, board, ticket],
    );
  }

  async keepRecord(record: AcceptedRecord): Promise<KeptRecord> {
    return this.db.transaction(async (tx) => {
      const at = Math.round(record.at);
      const table =
        record.kind === 'level' ? levelTable(record.levelId ?? '', record.levelHash ?? '') : arcadeTable();
      // One writer per player at a time (across processes too), so the old best read here stays the old best.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [record.playerId]);
      const n = table.params.length;
      const old = await tx.query<{ points: unknown }>(
        `SELECT points FROM ${table.table} t WHERE ${table.where('t')} AND t.player_id = $${n + 1}`,
        [...table.params, record.playerId],
      );
      const kept = await tx.query<{ id: unknown }>(
        `INSERT INTO world_records (player_id, kind, level_id, level_hash, engine_version, points, cleared,
           initials, record, at, game)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
        [
          record.playerId,
          record.kind,
          record.levelId,
          record.levelHash,
          record.engineVersion,
          record.points,
          record.cleared,
          record.initials,
          JSON.stringify(record.record),
          at,
          record.game,
        ],
      );
      const id = kept[0].id;
      // The best stays unless beaten: an equal score keeps the earlier record (and its place).
      const improved =
        record.kind === 'level'
          ? await tx.query(
              `INSERT INTO world_level_bests (level_id, level_hash, player_id, points, at, record_id)
               VALUES ($1, $2, $3, $4, $5, $6)
               ON CONFLICT (level_id, level_hash, player_id) DO UPDATE
                 SET points = EXCLUDED.points, at = EXCLUDED.at, record_id = EXCLUDED.record_id
                 WHERE world_level_bests.points < EXCLUDED.points
               RETURNING record_id`,
              [record.levelId, record.levelHash, record.playerId, record.points, at, id],
            )
          : await tx.query(
              `INSERT INTO world_arcade_bests (player_id, points, initials, cleared, at, record_id)
               VALUES ($1, $2, $3, $4, $5, $6)
               ON CONFLICT (player_id) DO UPDATE
                 SET points = EXCLUDED.points, initials = EXCLUDED.initials, cleared = EXCLUDED.cleared,
                     at = EXCLUDED.at, record_id = EXCLUDED.record_id
                 WHERE world_arcade_bests.points < EXCLUDED.points
               RETURNING record_id`,
              [record.playerId, record.points, record.initials, record.cleared, at, id],
            );
      if (improved.length > 0) {
        if (old.length > 0) {
          await tx.query('UPDATE world_points SET players = players - 1 WHERE board = $1 AND points = $2', [
            table.board,
            num(old[0].points),
          ]);
        }
        await tx.query(
          `INSERT INTO world_points (board, points, players) VALUES ($1, $2, 1)
           ON CONFLICT (board, points) DO UPDATE SET players = world_points.players + 1`,
          [table.board, record.points],
        );
      }
      const you = await placeOf(tx, table, record.playerId);
      return { place: you ?? 0, improved: improved.length > 0 };
    });
  }

  levelTable(levelId: string, levelHash: string, query: PageQuery): Promise<WorldPageRows> {
    return this.scorePage(levelTable(levelId, levelHash), query);
  }

  arcadeTable(query: PageQuery): Promise<WorldPageRows> {
    return this.scorePage(arcadeTable(), query);
  }

  playersTable(pool: RatingPool, since: number, query: PageQuery): Promise<WorldPageRows> {
    return playersPage(this.db, pool, since, query);
  }

  async levelBestsOf(playerId: string): Promise<StoredLevelBest[]> {
    const rows = await this.db.query<{ level_id: string; level_hash: string; points: unknown; at: unknown }>(
      `SELECT level_id, level_hash, points, at FROM world_level_bests WHERE player_id = $1
       ORDER BY level_id, points DESC`,
      [playerId],
    );
    return rows.map((row) => ({
      levelId: row.level_id,
      levelHash: row.level_hash,
      points: num(row.points),
      at: num(row.at),
    }));
  }

  async arcadeRunsOf(playerId: string, limit: number): Promise<ProfileArcadeRun[]> {
    const rows = await this.db.query<{ initials: string; points: unknown; cleared: unknown; at: unknown }>(
      `SELECT initials, points, cleared, at FROM world_records WHERE player_id = $1 AND kind = 'arcade'
       ORDER BY points DESC, at LIMIT $2`,
      [playerId, Math.max(0, Math.floor(limit))],
    );
    return rows.map((row) => ({
      initials: row.initials,
      points: num(row.points),
      cleared: num(row.cleared),
      at: num(row.at),
    }));
  }

  /**
   * A page of a points table. Its histogram (world_points: players per score) gives the total and says
   * at which score the page starts, so a deep page reads from there, not past every row above it.
   */
  private async scorePage(table: ScoreTable, query: PageQuery): Promise<WorldPageRows> {
    const n = table.params.length;
    // Summed in the database: only the total and the page's first score and its rows to skip come back.
    const [found] = await this.db.query<{ total: unknown; points: unknown; skip: unknown }>(
      `SELECT (SELECT coalesce(sum(players), 0) FROM world_points WHERE board = $1) AS total, h.points, h.skip
       FROM (SELECT 1) one LEFT JOIN (
         SELECT points, $2 - (through - players) AS skip FROM (
           SELECT points, players, sum(players) OVER (ORDER BY points DESC) AS through
           FROM world_points WHERE board = $1 AND players > 0) running
         WHERE through > $2 ORDER BY points DESC LIMIT 1) h ON true`,
      [table.board, query.offset],
    );
    const total = num(found?.total ?? 0);
    const start =
      found && found.points !== null ? { points: num(found.points), skip: num(found.skip) } : null;
    const rows = start
      ? await this.db.query<ScoreRow>(
          `SELECT b.player_id, p.name, b.points, b.at${table.extra}
           FROM (SELECT t.player_id, t.points, t.at${table.extra.replace('b.', 't.')} FROM ${table.table} t
                 WHERE ${table.where('t')} AND t.points <= $${n + 1}
                 ORDER BY points DESC, at, player_id LIMIT $${n + 2} OFFSET $${n + 3}) b
           JOIN players p ON p.id = b.player_id
           ORDER BY b.points DESC, b.at, b.player_id`,
          [...table.params, start.points, query.limit, start.skip],
        )
      : [];
    let you: WorldEntry | null = null;
    if (query.playerId !== null) {
      const place = await placeOf(this.db, table, query.playerId);
      if (place !== null) {
        const mine = await this.db.query<ScoreRow>(
          `SELECT b.player_id, p.name, b.points, b.at${table.extra}
           FROM ${table.table} b JOIN players p ON p.id = b.player_id
           WHERE ${table.where('b')} AND b.player_id = $${n + 1}`,
          [...table.params, query.playerId],
        );
        you = mine.length > 0 ? scoreEntry(mine[0], place) : null;
      }
    }
    return { entries: rows.map((row, i) => scoreEntry(row, query.offset + i + 1)), total, you };
  }
}

const levelTable = (levelId: string, levelHash: string): ScoreTable => ({
  table: 'world_level_bests',
  board: `level:${levelId}:${levelHash}`,
  where: (t) => `${t}.level_id = $1 AND ${t}.level_hash = $2`,
  params: [levelId, levelHash],
  extra: '',
});

const arcadeTable = (): ScoreTable => ({
  table: 'world_arcade_bests',
  board: 'arcade',
  where: () => 'true',
  params: [],
  extra: ', b.initials',
});

/**
 * The player's place on a table (1 = best), or null when they have no row on it: the players with more
 * points (from the histogram), then those with as many and an earlier record (one range of the index).
 */
async function placeOf(db: SqlQueryable, table: ScoreTable, playerId: string): Promise<number | null> {
  const n = table.params.length;
  const rows = await db.query<{ place: unknown }>(
    `SELECT (SELECT coalesce(sum(players), 0) FROM world_points WHERE board = $${n + 2} AND points > m.points)
          + (SELECT count(*) FROM ${table.table} o WHERE ${table.where('o')} AND o.points = m.points
               AND (o.at, o.player_id) < (m.at, m.player_id)) + 1 AS place
     FROM ${table.table} m WHERE ${table.where('m')} AND m.player_id = $${n + 1}`,
    [...table.params, playerId, table.board],
  );
  return rows.length > 0 ? num(rows[0].place) : null;
}
