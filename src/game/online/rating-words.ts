import type { Side } from '../../core';
import type { GameView } from '../../net/game-view';
import { ratingDeltaText, ratingText, type RatingChange, type RatingPool } from '../../net/ratings';
import { t } from '../ui/i18n';

/** A pool's name in the player's language ("Classic blitz"). */
export const poolName = (pool: RatingPool): string => t(`ranked.pool.${pool}`);

const words = (change: RatingChange) => ({
  before: ratingText(change.before, change.beforeDeviation),
  after: ratingText(change.after, change.afterDeviation),
  delta: ratingDeltaText(change.before, change.after),
});

/**
 * The result card's rating lines once a rated game has been rated: a player's own change
 * ("Rating 1500? → 1662? (+162)"), or both players' for a spectator.
 */
export function ratingLines(view: Pick<GameView, 'ratings' | 'players'>, you: Side | null): string[] {
  const ratings = view.ratings;
  if (!ratings) return [];
  if (you) return [t('ranked.change', words(ratings[you]))];
  return (['x', 'o'] as const).map((side) =>
    t('ranked.changeOf', { name: view.players[side]?.name ?? side, ...words(ratings[side]) }),
  );
}
