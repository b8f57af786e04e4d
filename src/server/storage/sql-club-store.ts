import { err, ok, type Result } from '../../core/result';
import type {
  ClubPlayer,
  ClubStore,
  GameEnd,
  GameResult,
  NewClubGame,
  StoredGame,
  StoredMove,
} from './club-store';
import type { SqlDatabase } from './sql-database';
import { SqlRatingStore } from './sql-rating-store';
import { SqlWorldStore } from './sql-world-store';
import type { WorldStore } from './world-store';

interface PlayerRow {
  id: string;
  name: string;
  name_key: string;
  created_at: unknown;
  last_seen_at: unknown;
}

interface GameRow {
  id: string;
  x_player_id: string;
  x_name: string;
  o_player_id: string;
  o_name: string;
  game: string;
  start_fen: string;
  rules: string;
  initial_ms: unknown;
  increment_ms: unknown;
  rated: boolean;
  started_at: unknown;
  result: GameResult | null;
  reason: string | null;
  ended_at: unknown;
}

interface MoveRow {
  ply: number;
  move: string;
  clock_ms: unknown;
  at: unknown;
}

const GAME_COLUMNS = `id, x_player_id, x_name, o_player_id, o_name, game, start_fen, rules, initial_ms,
  increment_ms, rated, started_at, result, reason, ended_at`;

/** Unique-constraint violation, from PostgreSQL and PGlite alike. */
const UNIQUE_VIOLATION = '23505';

/**
 * A bigint column as a number: pg hands bigint over as a string (it may exceed 2^53), PGlite as a
 * number. Epoch and clock milliseconds stay far below 2^53, so anything else is a corrupt row.
 */
function toMs(value: unknown, column: string): number {
  const ms = typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms)) {
    throw new Error(`club store: ${column} holds ${String(value)}, not a whole number of milliseconds`);
  }
  return ms;
}

function toMsOrNull(value: unknown, column: string): number | null {
  return value === null || value === undefined ? null : toMs(value, column);
}

/** Clocks computed from performance.now() carry fractions of a ms; the columns keep whole ms. */
function wholeMs(ms: number): number {
  return Math.round(ms);
}

function wholeMsOrNull(ms: number | null): number | null {
  return ms === null ? null : wholeMs(ms);
}

function playerFrom(row: PlayerRow): ClubPlayer {
  return {
    id: row.id,
    name: row.name,
    nameKey: row.name_key,
    createdAt: toMs(row.created_at, 'players.created_at'),
    lastSeenAt: toMs(row.last_seen_at, 'players.last_seen_at'),
  };
}

function moveFrom(row: MoveRow): StoredMove {
  return {
    ply: row.ply,
    move: row.move,
    clockMs: toMsOrNull(row.clock_ms, 'moves.clock_ms'),
    at: toMs(row.at, 'moves.at'),
  };
}

function gameFrom(row: GameRow, moves: readonly StoredMove[]): StoredGame {
  const initialMs = toMsOrNull(row.initial_ms, 'games.initial_ms');
  const incrementMs = toMsOrNull(row.increment_ms, 'games.increment_ms');
  return {
    id: row.id,
    x: { id: row.x_player_id, name: row.x_name },
    o: { id: row.o_player_id, name: row.o_name },
    game: row.game,
    start: row.start_fen,
    rules: row.rules,
    timeControl: initialMs === null || incrementMs === null ? null : { initialMs, incrementMs },
    rated: row.rated,
    startedAt: toMs(row.started_at, 'games.started_at'),
    moves,
    end:
      row.result === null || row.reason === null
        ? null
        : { result: row.result, reason: row.reason, endedAt: toMs(row.ended_at, 'games.ended_at') },
  };
}

/** The ClubStore over SQL: the same statements on PGlite and on a PostgreSQL server. */
export class SqlClubStore extends SqlRatingStore implements ClubStore {
  readonly world: WorldStore;

  constructor(db: SqlDatabase) {
    super(db);
    this.world = new SqlWorldStore(db);
  }

  async createPlayer(player: ClubPlayer): Promise<Result<ClubPlayer, 'taken'>> {
    try {
      const rows = await this.db.query<PlayerRow>(
        `INSERT INTO players (id, name, name_key, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (name_key) DO NOTHING
         RETURNING id, name, name_key, created_at, last_seen_at`,
        [player.id, player.name, player.nameKey, wholeMs(player.createdAt), wholeMs(player.lastSeenAt)],
      );
      return rows.length === 0 ? err('taken') : ok(playerFrom(rows[0]));
    } catch (error) {
      // Two sign-ups racing for one name can still meet here rather than in ON CONFLICT.
      if (
        (error as { code?: unknown }).code === UNIQUE_VIOLATION &&
        (await this.playerByNameKey(player.nameKey))
      ) {
        return err('taken');
      }
      throw error;
    }
  }

  async playerById(id: string): Promise<ClubPlayer | null> {
    const rows = await this.db.query<PlayerRow>(
      'SELECT id, name, name_key, created_at, last_seen_at FROM players WHERE id = $1',
      [id],
    );
    return rows.length === 0 ? null : playerFrom(rows[0]);
  }

  async playerByNameKey(nameKey: string): Promise<ClubPlayer | null> {
    const rows = await this.db.query<PlayerRow>(
      'SELECT id, name, name_key, created_at, last_seen_at FROM players WHERE name_key = $1',
      [nameKey],
    );
    return rows.length === 0 ? null : playerFrom(rows[0]);
  }

  async touchPlayer(id: string, at: number): Promise<void> {
    // GREATEST: a late, older touch never moves last-seen backwards.
    await this.db.query('UPDATE players SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1', [
      id,
      wholeMs(at),
    ]);
  }

  async setPassword(playerId: string, hash: string): Promise<boolean> {
    const rows = await this.db.query('UPDATE players SET password_hash = $2 WHERE id = $1 RETURNING id', [
      playerId,
      hash,
    ]);
    return rows.length > 0;
  }

  async passwordOf(playerId: string): Promise<string | null> {
    const rows = await this.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM players WHERE id = $1',
      [playerId],
    );
    return rows[0]?.password_hash ?? null;
  }

  async tokenVersionOf(playerId: string): Promise<number | null> {
    const rows = await this.db.query<{ token_version: number }>(
      'SELECT token_version FROM players WHERE id = $1',
      [playerId],
    );
    return rows[0]?.token_version ?? null;
  }

  /** One statement, so two revocations at once raise the version twice and neither is lost. */
  async revokeTokens(playerId: string): Promise<number | null> {
    const rows = await this.db.query<{ token_version: number }>(
      'UPDATE players SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version',
      [playerId],
    );
    return rows[0]?.token_version ?? null;
  }

  /** A game id already stored is ignored, so a retried write is harmless (as with moves). */
  async createGame(game: NewClubGame): Promise<void> {
    await this.db.query(
      `INSERT INTO games (id, x_player_id, x_name, o_player_id, o_name, game, start_fen, rules, initial_ms,
         increment_ms, rated, started_at, code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO NOTHING`,
      [
        game.id,
        game.x.id,
        game.x.name,
        game.o.id,
        game.o.name,
        game.game,
        game.start,
        game.rules,
        game.timeControl === null ? null : wholeMs(game.timeControl.initialMs),
        game.timeControl === null ? null : wholeMs(game.timeControl.incrementMs),
        game.rated,
        wholeMs(game.startedAt),
        game.code ?? null,
      ],
    );
  }

  async lastGameOfCode(code: string): Promise<string | null> {
    const rows = await this.db.query<{ id: string }>(
      'SELECT id FROM games WHERE code = $1 ORDER BY started_at DESC, id DESC LIMIT 1',
      [code],
    );
    return rows[0]?.id ?? null;
  }

  async appendMove(gameId: string, move: StoredMove): Promise<void> {
    await this.db.query(
      `INSERT INTO moves (game_id, ply, move, clock_ms, at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (game_id, ply) DO NOTHING`,
      [gameId, move.ply, move.move, wholeMsOrNull(move.clockMs), wholeMs(move.at)],
    );
  }

  async replaceMoves(gameId: string, from: number, moves: readonly StoredMove[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM moves WHERE game_id = $1 AND ply >= $2', [gameId, from]);
      for (const move of moves) {
        await tx.query('INSERT INTO moves (game_id, ply, move, clock_ms, at) VALUES ($1, $2, $3, $4, $5)', [
          gameId,
          move.ply,
          move.move,
          wholeMsOrNull(move.clockMs),
          wholeMs(move.at),
        ]);
      }
    });
  }

  async finishGame(gameId: string, end: GameEnd): Promise<void> {
    const updated = await this.db.query(
      'UPDATE games SET result = $2, reason = $3, ended_at = $4 WHERE id = $1 AND result IS NULL RETURNING id',
      [gameId, end.result, end.reason, wholeMs(end.endedAt)],
    );
    // Nothing updated: already finished (ignored), or no such game, which is a caller's bug worth hearing of.
    if (
      updated.length === 0 &&
      (await this.db.query('SELECT 1 FROM games WHERE id = $1', [gameId])).length === 0
    ) {
      throw new Error(`club store: finishGame for a game it does not know: ${gameId}`);
    }
  }

  async gameById(id: string): Promise<StoredGame | null> {
    const games = await this.gamesWhere('id = $1', [id]);
    return games[0] ?? null;
  }

  async gamesOf(playerId: string, limit: number): Promise<StoredGame[]> {
    if (limit <= 0) return [];
    return this.gamesWhere(
      '(x_player_id = $1 OR o_player_id = $1) ORDER BY started_at DESC, id DESC LIMIT $2',
      [playerId, Math.floor(limit)],
    );
  }

  async unfinishedGames(): Promise<StoredGame[]> {
    return this.gamesWhere('result IS NULL ORDER BY started_at, id', []);
  }

  close(): Promise<void> {
    return this.db.close();
  }

  /**
   * Games matching `condition` (which may end with ORDER BY and LIMIT), each with its moves gathered by
   * the same statement, so a game and its moves are read from one snapshot in one round trip.
   */
  private async gamesWhere(condition: string, params: readonly unknown[]): Promise<StoredGame[]> {
    const rows = await this.db.query<GameRow & { moves: MoveRow[] }>(
      `SELECT ${GAME_COLUMNS},
         COALESCE((SELECT json_agg(json_build_object('ply', m.ply, 'move', m.move, 'clock_ms', m.clock_ms,
                                                     'at', m.at) ORDER BY m.ply)
                   FROM moves m WHERE m.game_id = games.id), '[]'::json) AS moves
       FROM games WHERE ${condition}`,
      params,
    );
    return rows.map((row) => gameFrom(row, row.moves.map(moveFrom)));
  }
}
