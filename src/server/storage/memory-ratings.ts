import type { RatingPool } from '../../net/ratings';
import type { StoredGame } from './club-store';
import {
  NEW_RATING,
  type FlagReason,
  type Glicko,
  type RatingStore,
  type StoredRating,
  type StoredRatingChange,
} from './rating-store';

/**
 * The ratings half of the memory store, over the games `gamesOf` hands it (the memory store's own map),
 * with the same contract as the SQL one: a game is rated once, counts grow with each rated game.
 */
export function memoryRatings(games: () => Iterable<StoredGame>): RatingStore & {
  /** Every rating and change, for the memory world store's players table. */
  readonly rows: () => { ratings: StoredRating[]; changes: StoredRatingChange[] };
} {
  const ratings = new Map<string, StoredRating>();
  const changes: StoredRatingChange[] = [];
  const flags = new Map<string, Set<FlagReason>>();
  /** Each player's browser ids, with when each was last used. */
  const browsers = new Map<string, Map<string, number>>();
  const key = (playerId: string, pool: RatingPool): string => `${playerId}\u0000${pool}`;
  const known = (gameId: string): boolean => [...games()].some((game) => game.id === gameId);

  /** What `player` gained from `other` in the pool since `since`: the sum of their rises between them. */
  function gainedFrom(player: string, other: string, pool: RatingPool, since: number): number {
    const between = new Set(
      [...games()]
        .filter(
          (game) =>
            (game.x.id === player && game.o.id === other) || (game.x.id === other && game.o.id === player),
        )
        .map((game) => game.id),
    );
    return changes
      .filter((change) => change.playerId === player && change.pool === pool && change.at >= since)
      .filter((change) => between.has(change.gameId) && change.after.rating > change.before.rating)
      .reduce((sum, change) => sum + change.after.rating - change.before.rating, 0);
  }

  function write(
    playerId: string,
    pool: RatingPool,
    gameId: string,
    score: number,
    before: Glicko,
    after: Glicko,
    at: number,
  ): StoredRatingChange {
    const old = ratings.get(key(playerId, pool));
    ratings.set(key(playerId, pool), {
      playerId,
      pool,
      ...after,
      games: (old?.games ?? 0) + 1,
      wins: (old?.wins ?? 0) + (score === 1 ? 1 : 0),
      draws: (old?.draws ?? 0) + (score === 0.5 ? 1 : 0),
      losses: (old?.losses ?? 0) + (score === 0 ? 1 : 0),
      updatedAt: at,
    });
    const change: StoredRatingChange = {
      gameId,
      playerId,
      pool,
      score,
      before: { ...before, volatility: NaN },
      after: { ...after },
      at,
    };
    changes.push(change);
    return change;
  }

  return {
    rows: () => ({ ratings: [...ratings.values()], changes: [...changes] }),
    async rateGame(game, rate) {
      if (!known(game.gameId)) throw new Error(`rateGame: no game ${game.gameId}`);
      if (changes.some((change) => change.gameId === game.gameId)) return null;
      const before = {
        x: ratings.get(key(game.x, game.pool)) ?? NEW_RATING,
        o: ratings.get(key(game.o, game.pool)) ?? NEW_RATING,
      };
      const since = game.gainsSince;
      const gained =
        since === undefined
          ? { x: 0, o: 0 }
          : {
              x: gainedFrom(game.x, game.o, game.pool, since),
              o: gainedFrom(game.o, game.x, game.pool, since),
            };
      const after = rate(before.x, before.o, gained);
      const at = Math.round(game.at);
      return {
        x: write(game.x, game.pool, game.gameId, game.scoreX, before.x, after.x, at),
        o: write(game.o, game.pool, game.gameId, 1 - game.scoreX, before.o, after.o, at),
      };
    },
    async ratingOf(playerId, pool) {
      const rating = ratings.get(key(playerId, pool));
      return rating ? { ...rating } : null;
    },
    async ratingsOf(playerId) {
      return [...ratings.values()]
        .filter((rating) => rating.playerId === playerId)
        .sort((a, b) => a.pool.localeCompare(b.pool));
    },
    async ratingHistory(playerId, pool, limit) {
      const mine = changes.filter((change) => change.playerId === playerId && change.pool === pool);
      return limit <= 0 ? [] : mine.slice(-Math.floor(limit));
    },
    async ratingChangesIn(playerId, gameIds) {
      return changes.filter((change) => change.playerId === playerId && gameIds.includes(change.gameId));
    },
    async winsDrawsLosses(playerId) {
      const tally = { wins: 0, draws: 0, losses: 0 };
      for (const game of games()) {
        const side = game.x.id === playerId ? 'x' : game.o.id === playerId ? 'o' : null;
        const result = game.end?.result;
        if (!side || !result || result === 'aborted') continue;
        if (result === 'draw') tally.draws++;
        else if (result === side) tally.wins++;
        else tally.losses++;
      }
      return tally;
    },
    async noteBrowser(playerId, browser, at, forgetBefore) {
      const mine = browsers.get(playerId) ?? new Map<string, number>();
      mine.set(browser, Math.max(mine.get(browser) ?? at, at));
      for (const [each, last] of mine) if (last < forgetBefore) mine.delete(each);
      browsers.set(playerId, mine);
    },
    async shareBrowser(a, b, since) {
      const theirs = browsers.get(b);
      return [...(browsers.get(a) ?? [])].some(
        ([browser, last]) => last >= since && (theirs?.get(browser) ?? -Infinity) >= since,
      );
    },
    async flagGame(gameId, reason) {
      if (!known(gameId)) throw new Error(`flagGame: no game ${gameId}`);
      flags.set(gameId, (flags.get(gameId) ?? new Set()).add(reason));
    },
    async flagsOf(gameId) {
      return [...(flags.get(gameId) ?? [])].sort();
    },
  };
}
