import type { RatingPool } from '../../net/ratings';
import type { WorldEntry } from '../../net/world';
import type { SqlQueryable } from './sql-database';
import type { PageQuery, WorldPageRows } from './world-store';

/**
 * The world players table over SQL. Who is on it (10 rated games in the pool since a day's start) is one
 * column of `ratings`; how many are on it at each rating is world_rating_counts (players per pool, rating
 * bucket of 10 points and the day of their 10th latest game), kept with every rating written. So the
 * total, the bucket a deep page starts in and a player's place are sums over a few hundred buckets, not
 * counts over every player above.
 */
export const DAY_MS = 86_400_000;

/** A rating's bucket, as the database computes it: exact, since floor() of a double is exact. */
const BUCKET = (column: string): string => `(floor(${column})::integer / 10)`;

const num = (value: unknown): number => Number(value);

interface RatingRow {
  player_id: string;
  name: string;
  rating: unknown;
  games: unknown;
}

/** A rating row's place in the histogram: its pool, bucket and 10th-game day (none: not counted). */
interface Counted {
  readonly rating: unknown;
  readonly tenth_last_game_at: unknown;
}

/** Moves one player in world_rating_counts from `before` (their old row, if any) to `after`. */
export async function recountRating(
  tx: SqlQueryable,
  pool: RatingPool,
  before: Counted | undefined,
  after: Counted | undefined,
): Promise<void> {
  for (const [row, step] of [
    [before, -1],
    [after, 1],
  ] as const) {
    if (!row || row.tenth_last_game_at === null || row.tenth_last_game_at === undefined) continue;
    await tx.query(
      `INSERT INTO world_rating_counts (pool, bucket, day, players)
       VALUES ($1, ${BUCKET('$2::double precision')}, ($3::bigint / ${DAY_MS})::integer, $4)
       ON CONFLICT (pool, day, bucket) DO UPDATE SET players = world_rating_counts.players + EXCLUDED.players`,
      [pool, num(row.rating), num(row.tenth_last_game_at), step],
    );
  }
}

/** A page of the players table; `since` is the start of a UTC day. */
export async function playersPage(
  db: SqlQueryable,
  pool: RatingPool,
  since: number,
  query: PageQuery,
): Promise<WorldPageRows> {
  const day = Math.floor(since / DAY_MS);
  const recent = `(SELECT count(*) FROM rating_changes c
                    WHERE c.player_id = r.player_id AND c.pool = $1 AND c.at >= $2)`;
  const [found] = await db.query<{ total: unknown; bucket: unknown; skip: unknown }>(
    `SELECT (SELECT coalesce(sum(players), 0) FROM world_rating_counts WHERE pool = $1 AND day >= $2)
              AS total, h.bucket, h.skip
     FROM (SELECT 1) one LEFT JOIN (
       SELECT bucket, $3 - (through - players) AS skip FROM (
         SELECT bucket, players, sum(players) OVER (ORDER BY bucket DESC) AS through FROM (
           SELECT bucket, sum(players) AS players FROM world_rating_counts
           WHERE pool = $1 AND day >= $2 GROUP BY bucket) buckets
         WHERE players > 0) running
       WHERE through > $3 ORDER BY bucket DESC LIMIT 1) h ON true`,
    [pool, day, query.offset],
  );
  const entry = (row: RatingRow, place: number): WorldEntry => ({
    place,
    name: row.name,
    value: Math.round(num(row.rating)),
    games: num(row.games),
  });
  const rows =
    found && found.bucket !== null
      ? await db.query<RatingRow>(
          `SELECT r.player_id, p.name, r.rating, ${recent} AS games
           FROM (SELECT player_id, rating FROM ratings
                 WHERE pool = $1 AND tenth_last_game_at >= $2 AND rating < ($3::integer + 1) * 10
                 ORDER BY rating DESC, player_id LIMIT $4 OFFSET $5) r
           JOIN players p ON p.id = r.player_id
           ORDER BY r.rating DESC, r.player_id`,
          [pool, since, num(found.bucket), query.limit, num(found.skip)],
        )
      : [];
  let you: WorldEntry | null = null;
  if (query.playerId !== null) {
    const mine = await db.query<RatingRow & { place: unknown }>(
      `SELECT r.player_id, p.name, r.rating, ${recent} AS games,
         (SELECT coalesce(sum(players), 0) FROM world_rating_counts
            WHERE pool = $1 AND day >= $4 AND bucket > ${BUCKET('r.rating')})
         + (SELECT count(*) FROM ratings o WHERE o.pool = $1 AND o.tenth_last_game_at >= $2
              AND o.rating >= ${BUCKET('r.rating')} * 10 AND o.rating < (${BUCKET('r.rating')} + 1) * 10
              AND (o.rating > r.rating OR (o.rating = r.rating AND o.player_id < r.player_id))) + 1 AS place
       FROM ratings r JOIN players p ON p.id = r.player_id
       WHERE r.pool = $1 AND r.tenth_last_game_at >= $2 AND r.player_id = $3`,
      [pool, since, query.playerId, day],
    );
    you = mine.length > 0 ? entry(mine[0], num(mine[0].place)) : null;
  }
  return {
    entries: rows.map((row, i) => entry(row, query.offset + i + 1)),
    total: num(found?.total ?? 0),
    you,
  };
}
