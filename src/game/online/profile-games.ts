/**
 * The profile's words for a player who plays more than one game: each game's pools in the registry's
 * order (Ataxx's, then Oxono's), and each recent game naming its game. Pure, so Node tests read it.
 */
import { ratingDeltaText, ratingPools, type PoolStanding, type RecentGame } from '../../net/ratings';
import { t } from '../base/i18n';
import { variantName } from '../club/rating-words';
import { gameName, isFirstGame } from './online-games';

/** The pools as the profile lists them: game by game, as `ratingPools` orders them; unknown ones last. */
export function poolsInOrder(pools: readonly PoolStanding[]): PoolStanding[] {
  const order = ratingPools();
  const rank = (pool: string): number => {
    const at = order.indexOf(pool);
    return at === -1 ? order.length : at;
  };
  return [...pools].sort((a, b) => rank(a.pool) - rank(b.pool));
}

/**
 * One recent game as a row: who against, and how it went (`Won against Ana`), then its game, whether it
 * was rated and its day. The first game says its ending (`arcade`), as before there was a second;
 * another game says its name (`Oxono`), as the lobby's rows do.
 */
export function recentRow(game: RecentGame): { label: string; detail: string } {
  const name = game.opponent;
  const label =
    game.result === 'draw'
      ? t('profile.drew', { name })
      : t(game.result === game.side ? 'profile.won' : 'profile.lost', { name });
  const rated =
    game.delta === null ? t('profile.casual') : t('profile.rated', { delta: ratingDeltaText(0, game.delta) });
  const day = new Date(game.startedAt).toISOString().slice(0, 10);
  const what = isFirstGame(game.game) ? variantName(game.rules) : gameName(game.game);
  return { label, detail: `${what} · ${rated} · ${day}` };
}
