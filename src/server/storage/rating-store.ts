import { START_DEVIATION, START_RATING, START_VOLATILITY, type RatingPool } from '../../net/ratings';

/** A Glicko-2 rating as the store keeps it (on the usual 1500 scale). */
export interface Glicko {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** Where a player's first rated game in a pool starts from. */
export const NEW_RATING: Glicko = {
  rating: START_RATING,
  deviation: START_DEVIATION,
  volatility: START_VOLATILITY,
};

/** A player's rating in one pool, with the games that made it. */
export interface StoredRating extends Glicko {
  readonly playerId: string;
  readonly pool: RatingPool;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly updatedAt: number;
}

/** One player's rating change in one rated game. */
export interface StoredRatingChange {
  readonly gameId: string;
  readonly playerId: string;
  readonly pool: RatingPool;
  /** 1 a win, 0.5 a draw, 0 a loss. */
  readonly score: number;
  readonly before: Glicko;
  readonly after: Glicko;
  readonly at: number;
}

/** A finished rated game to rate: its pool, its players and x's score. */
export interface GameToRate {
  readonly gameId: string;
  readonly pool: RatingPool;
  readonly x: string;
  readonly o: string;
  /** 1: x won, 0.5: a draw, 0: o won. */
  readonly scoreX: number;
  readonly at: number;
  /** When set, `rate` is told what each player gained from the other in the pool since then (epoch ms). */
  readonly gainsSince?: number;
}

/** Rating points each side gained from the other (the sum of their rises in games between them). */
export interface GainsFromEachOther {
  readonly x: number;
  readonly o: number;
}

/**
 * Both players' new ratings from their old ones (the start rating before a first game in the pool), and
 * what each gained from the other since the game's `gainsSince` (zero when it has none).
 */
export type RateBoth = (x: Glicko, o: Glicko, gained: GainsFromEachOther) => { x: Glicko; o: Glicko };

/** Why a game waits for a person to look at it (`same-address`: both players came from one address). */
export type FlagReason = 'same-address';

export interface GameWinsDrawsLosses {
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/** The ratings half of the ClubStore. */
export interface RatingStore {
  /**
   * Rates a finished game once: reads both ratings, asks `rate` for the new ones and writes them with the
   * game's two rating changes in one transaction. Null (and nothing written) when it was rated already.
   */
  rateGame(
    game: GameToRate,
    rate: RateBoth,
  ): Promise<{ x: StoredRatingChange; o: StoredRatingChange } | null>;
  ratingOf(playerId: string, pool: RatingPool): Promise<StoredRating | null>;
  /** Every pool the player has a rating in. */
  ratingsOf(playerId: string): Promise<StoredRating[]>;
  /** The player's last `limit` changes in the pool, oldest first. */
  ratingHistory(playerId: string, pool: RatingPool, limit: number): Promise<StoredRatingChange[]>;
  /** The player's changes in these games (a game without one was not rated). */
  ratingChangesIn(playerId: string, gameIds: readonly string[]): Promise<StoredRatingChange[]>;
  /** Wins, draws and losses over every finished game of the player (aborted games count for nothing). */
  winsDrawsLosses(playerId: string): Promise<GameWinsDrawsLosses>;
  /**
   * Remembers that the player used this browser id at `at` (a later use moves the time on), and forgets
   * the player's browser ids last used before `forgetBefore`.
   */
  noteBrowser(playerId: string, browser: string, at: number, forgetBefore: number): Promise<void>;
  /** Whether one browser id was used by both players since `since` (epoch ms). */
  shareBrowser(a: string, b: string, since: number): Promise<boolean>;
  /** Marks a stored game for review; a second flag for the same reason is ignored. */
  flagGame(gameId: string, reason: FlagReason, at: number): Promise<void>;
  flagsOf(gameId: string): Promise<FlagReason[]>;
}
