import type { RatingPool } from '../../net/ratings';
import { MIN_RECENT_RATED_GAMES } from '../../net/world';
import {
  NEW_RATING,
  type FlagReason,
  type GainsFromEachOther,
  type GameToRate,
  type GameWinsDrawsLosses,
  type Glicko,
  type RateBoth,
  type RatingStore,
  type StoredRating,
  type StoredRatingChange,
} from './rating-store';
import type { SqlDatabase, SqlQueryable } from './sql-database';
import { recountRating } from './sql-world-players';

interface RatingRow {
  player_id: string;
  pool: string;
  rating: number;
  deviation: number;
  volatility: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  updated_at: unknown;
}

interface ChangeRow {
  game_id: string;
  player_id: string;
  pool: string;
  score: number;
  rating_before: number;
  deviation_before: number;
  rating_after: number;
  deviation_after: number;
  volatility_after: number;
  at: unknown;
}

const RATING_COLUMNS =
  'player_id, pool, rating, deviation, volatility, games, wins, draws, losses, updated_at';
const CHANGE_COLUMNS = `game_id, player_id, pool, score, rating_before, deviation_before, rating_after,
  deviation_after, volatility_after, at`;

/** Migration 4's column is the 10th latest game: the world table's threshold must stay 10 (a type error if not). */
const TENTH: 10 = MIN_RECENT_RATED_GAMES;

/** pg hands bigint and some numerics over as strings, PGlite as numbers. */
const num = (value: unknown): number => Number(value);

const ratingFrom = (row: RatingRow): StoredRating => ({
  playerId: row.player_id,
  pool: row.pool as RatingPool,
  rating: num(row.rating),
  deviation: num(row.deviation),
  volatility: num(row.volatility),
  games: num(row.games),
  wins: num(row.wins),
  draws: num(row.draws),
  losses: num(row.losses),
  updatedAt: num(row.updated_at),
});

const changeFrom = (row: ChangeRow): StoredRatingChange => ({
  gameId: row.game_id,
  playerId: row.player_id,
  pool: row.pool as RatingPool,
  score: num(row.score),
  // The volatility before is not kept: the profile shows ratings and deviations only.
  before: { rating: num(row.rating_before), deviation: num(row.deviation_before), volatility: NaN },
  after: {
    rating: num(row.rating_after),
    deviation: num(row.deviation_after),
    volatility: num(row.volatility_after),
  },
  at: num(row.at),
});

/** The ratings half of the SQL store: the same statements on PGlite and on a PostgreSQL server. */
export class SqlRatingStore implements RatingStore {
  constructor(protected readonly db: SqlDatabase) {}

  async rateGame(
    game: GameToRate,
    rate: RateBoth,
  ): Promise<{ x: StoredRatingChange; o: StoredRatingChange } | null> {
    return this.db.transaction(async (tx) => {
      // The game's row is the lock: two writers of one game's ratings take turns, and the second sees it done.
      const found = await tx.query('SELECT id FROM games WHERE id = $1 FOR UPDATE', [game.gameId]);
      if (found.length === 0)
        throw new Error(`club store: rateGame for a game it does not know: ${game.gameId}`);
      const done = await tx.query('SELECT 1 FROM rating_changes WHERE game_id = $1 LIMIT 1', [game.gameId]);
      if (done.length > 0) return null;
      const rows = await tx.query<RatingRow>(
        `SELECT ${RATING_COLUMNS} FROM ratings WHERE pool = $1 AND player_id IN ($2, $3)
         ORDER BY player_id FOR UPDATE`,
        [game.pool, game.x, game.o],
      );
      const old = (id: string): Glicko => {
        const row = rows.find((r) => r.player_id === id);
        return row ? ratingFrom(row) : NEW_RATING;
      };
      const before = { x: old(game.x), o: old(game.o) };
      const gained = game.gainsSince === undefined ? { x: 0, o: 0 } : await gainsFromEachOther(tx, game);
      const after = rate(before.x, before.o, gained);
      const x = await writeSide(tx, game, game.x, game.scoreX, before.x, after.x);
      const o = await writeSide(tx, game, game.o, 1 - game.scoreX, before.o, after.o);
      return { x, o };
    });
  }

  async ratingOf(playerId: string, pool: RatingPool): Promise<StoredRating | null> {
    const rows = await this.db.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE player_id = $1 AND pool = $2`,
      [playerId, pool],
    );
    return rows.length === 0 ? null : ratingFrom(rows[0]);
  }

  async ratingsOf(playerId: string): Promise<StoredRating[]> {
    const rows = await this.db.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE player_id = $1 ORDER BY pool`,
      [playerId],
    );
    return rows.map(ratingFrom);
  }

  async ratingHistory(playerId: string, pool: RatingPool, limit: number): Promise<StoredRatingChange[]> {
    const rows = await this.db.query<ChangeRow>(
      `SELECT * FROM (SELECT ${CHANGE_COLUMNS} FROM rating_changes WHERE player_id = $1 AND pool = $2
         ORDER BY at DESC, game_id DESC LIMIT $3) AS last ORDER BY at, game_id`,
      [playerId, pool, Math.max(0, Math.floor(limit))],
    );
    return rows.map(changeFrom);
  }

  async ratingChangesIn(playerId: string, gameIds: readonly string[]): Promise<StoredRatingChange[]> {
    if (gameIds.length === 0) return [];
    const rows = await this.db.query<ChangeRow>(
      `SELECT ${CHANGE_COLUMNS} FROM rating_changes WHERE player_id = $1 AND game_id = ANY($2::text[])`,
      [playerId, [...gameIds]],
    );
    return rows.map(changeFrom);
  }

  async winsDrawsLosses(playerId: string): Promise<GameWinsDrawsLosses> {
    const rows = await this.db.query<{ wins: unknown; draws: unknown; losses: unknown }>(
      `SELECT
         count(*) FILTER (WHERE (result = 'x' AND x_player_id = $1) OR (result = 'o' AND o_player_id = $1)) AS wins,
         count(*) FILTER (WHERE result = 'draw') AS draws,
         count(*) FILTER (WHERE (result = 'o' AND x_player_id = $1) OR (result = 'x' AND o_player_id = $1)) AS losses
       FROM games WHERE (x_player_id = $1 OR o_player_id = $1) AND result IS NOT NULL`,
      [playerId],
    );
    const row = rows[0];
    return { wins: num(row?.wins ?? 0), draws: num(row?.draws ?? 0), losses: num(row?.losses ?? 0) };
  }

  async noteBrowser(playerId: string, browser: string, at: number, forgetBefore: number): Promise<void> {
    await this.db.query(
      `INSERT INTO player_browsers (player_id, browser, last_at) VALUES ($1, $2, $3)
       ON CONFLICT (player_id, browser) DO UPDATE
         SET last_at = GREATEST(player_browsers.last_at, EXCLUDED.last_at)`,
      [playerId, browser, Math.round(at)],
    );
    await this.db.query('DELETE FROM player_browsers WHERE player_id = $1 AND last_at < $2', [
      playerId,
      Math.round(forgetBefore),
    ]);
  }

  async shareBrowser(a: string, b: string, since: number): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM player_browsers mine JOIN player_browsers theirs ON theirs.browser = mine.browser
       WHERE mine.player_id = $1 AND theirs.player_id = $2 AND mine.last_at >= $3 AND theirs.last_at >= $3
       LIMIT 1`,
      [a, b, Math.round(since)],
    );
    return rows.length > 0;
  }

  async flagGame(gameId: string, reason: FlagReason, at: number): Promise<void> {
    await this.db.query(
      'INSERT INTO game_flags (game_id, reason, at) VALUES ($1, $2, $3) ON CONFLICT (game_id, reason) DO NOTHING',
      [gameId, reason, Math.round(at)],
    );
  }

  async flagsOf(gameId: string): Promise<FlagReason[]> {
    const rows = await this.db.query<{ reason: FlagReason }>(
      'SELECT reason FROM game_flags WHERE game_id = $1 ORDER BY reason',
      [gameId],
    );
    return rows.map((row) => row.reason);
  }
}

/**
 * What each player of the game gained from the other in its pool since `gainsSince`: the sum of their
 * rises in rated games between the two (a loss to the other does not give back room), in the open transaction.
 */
async function gainsFromEachOther(tx: SqlQueryable, game: GameToRate): Promise<GainsFromEachOther> {
  const rows = await tx.query<{ player_id: string; gained: unknown }>(
    `SELECT c.player_id, sum(c.rating_after - c.rating_before) AS gained
     FROM rating_changes c JOIN games g ON g.id = c.game_id
     WHERE c.pool = $1 AND c.at >= $2 AND c.rating_after > c.rating_before
       AND ((c.player_id = $3 AND $4 IN (g.x_player_id, g.o_player_id))
         OR (c.player_id = $4 AND $3 IN (g.x_player_id, g.o_player_id)))
     GROUP BY c.player_id`,
    [game.pool, Math.round(game.gainsSince ?? 0), game.x, game.o],
  );
  const of = (id: string): number => num(rows.find((row) => row.player_id === id)?.gained ?? 0);
  return { x: of(game.x), o: of(game.o) };
}

/** One side of a rated game: its new rating (counts included) and its change, in the open transaction. */
async function writeSide(
  tx: SqlQueryable,
  game: GameToRate,
  playerId: string,
  score: number,
  before: Glicko,
  after: Glicko,
): Promise<StoredRatingChange> {
  const at = Math.round(game.at);
  const [win, draw, loss] = [score === 1 ? 1 : 0, score === 0.5 ? 1 : 0, score === 0 ? 1 : 0];
  const [counted] = await tx.query<{ rating: unknown; tenth_last_game_at: unknown }>(
    'SELECT rating, tenth_last_game_at FROM ratings WHERE player_id = $1 AND pool = $2',
    [playerId, game.pool],
  );
  await tx.query(
    `INSERT INTO ratings (${RATING_COLUMNS}) VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $9)
     ON CONFLICT (player_id, pool) DO UPDATE SET rating = EXCLUDED.rating, deviation = EXCLUDED.deviation,
       volatility = EXCLUDED.volatility, games = ratings.games + 1, wins = ratings.wins + EXCLUDED.wins,
       draws = ratings.draws + EXCLUDED.draws, losses = ratings.losses + EXCLUDED.losses,
       updated_at = EXCLUDED.updated_at`,
    [playerId, game.pool, after.rating, after.deviation, after.volatility, win, draw, loss, at],
  );
  const rows = await tx.query<ChangeRow>(
    `INSERT INTO rating_changes (${CHANGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${CHANGE_COLUMNS}`,
    [
      game.gameId,
      playerId,
      game.pool,
      score,
      before.rating,
      before.deviation,
      after.rating,
      after.deviation,
      after.volatility,
      at,
    ],
  );
  // For the world players table: the time of this player's 10th latest rated game in the pool, and the
  // player's move in its histogram (see migration 4 and sql-world-players.ts).
  const [recounted] = await tx.query<{ rating: unknown; tenth_last_game_at: unknown }>(
    `UPDATE ratings SET tenth_last_game_at = (SELECT at FROM rating_changes WHERE player_id = $1 AND pool = $2
       ORDER BY at DESC LIMIT 1 OFFSET ${TENTH - 1}) WHERE player_id = $1 AND pool = $2
     RETURNING rating, tenth_last_game_at`,
    [playerId, game.pool],
  );
  await recountRating(tx, game.pool, counted, recounted);
  return changeFrom(rows[0]);
}
