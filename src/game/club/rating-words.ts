import { opponentOf, SIDES, type Side } from '../../core/side';
import type { GameView } from '../../net/game-view';
import {
  isProvisional,
  ratingDeltaText,
  ratingText,
  type RatingChange,
  type RatingPool,
  type UnratedReason,
} from '../../net/ratings';
import { stringKeys, t, type StringKey } from '../base/i18n';

/** Keys made from the club's data (pools, variants), which a game added later may lack words for. */
const isStringKey = (key: string): key is StringKey => stringKeys().includes(key);

/** A pool's name in the player's language ("Classic blitz"); a pool without words is shown as it is named. */
export function poolName(pool: RatingPool): string {
  const key = `ranked.pool.${pool}`;
  return isStringKey(key) ? t(key) : pool;
}

/** A game's variant in the player's language ("classic"); one without words is shown as it is named. */
export function variantName(variant: string): string {
  const key = `lobby.rules.${variant}`;
  return isStringKey(key) ? t(key) : variant;
}

const words = (change: RatingChange) => ({
  before: ratingText(change.before, change.beforeDeviation),
  after: ratingText(change.after, change.afterDeviation),
  delta: ratingDeltaText(change.before, change.after),
});

type RatingFacts = Pick<GameView, 'ratings' | 'seatRatings' | 'players'>;

/** A seated player's rating as shown under their name (`1500?`), null in a casual game or before it is read. */
export function seatRatingText(view: RatingFacts, side: Side): string | null {
  const change = view.ratings?.[side];
  if (change) return ratingText(change.after, change.afterDeviation);
  const seat = view.seatRatings?.[side];
  return seat ? ratingText(seat.rating, seat.deviation) : null;
}

/** "? = still settling", said once on a screen where some rating shown carries the mark; else null. */
export function settlingNote(view: RatingFacts): string | null {
  const deviations = SIDES.flatMap((side) => {
    const change = view.ratings?.[side];
    const seat = view.seatRatings?.[side];
    return change ? [change.beforeDeviation, change.afterDeviation] : seat ? [seat.deviation] : [];
  });
  return deviations.some(isProvisional) ? t('ranked.settling') : null;
}

/** How long the unrated notice is read before the game opens. */
export const UNRATED_NOTICE_MS = 2000;

/** What is said before a game the club plays unrated opens (quick pairing, a rated challenge matched). */
export const unratedNotice = (reason: UnratedReason): string =>
  t('ranked.unrated', { reason: t(`ranked.unrated.${reason}`) });

/** The game screen's line for a game played unrated although it was asked rated, and why; else null. */
export const unratedNote = (view: Pick<GameView, 'unrated'>): string | null =>
  view.unrated ? t('ranked.unratedNote', { reason: t(`ranked.unrated.${view.unrated}`) }) : null;

/**
 * The result card's rating lines in a rated game: once it has been rated, the player's own change first
 * ("Rating 1500? → 1662? (+162)") and then the opponent's, or both by name for a spectator; before that
 * (or when it was aborted), both players' ratings as they stand. The "?" is explained once, last.
 */
export function ratingLines(view: RatingFacts, you: Side | null): string[] {
  const ratings = view.ratings;
  const name = (side: Side): string => view.players[side]?.name ?? side;
  const note = settlingNote(view);
  const lines: string[] = [];
  if (ratings) {
    const order: readonly Side[] = you ? [you, opponentOf(you)] : SIDES;
    for (const side of order) {
      lines.push(
        side === you
          ? t('ranked.change', words(ratings[side]))
          : t('ranked.changeOf', { name: name(side), ...words(ratings[side]) }),
      );
    }
  } else {
    const shown = SIDES.map((side) => [side, seatRatingText(view, side)] as const);
    if (shown.some(([, rating]) => rating === null)) return [];
    lines.push(
      shown
        .map(([side, rating]) => t('ranked.standing', { name: name(side), rating: rating ?? '' }))
        .join(' · '),
    );
  }
  return note ? [...lines, note] : lines;
}
