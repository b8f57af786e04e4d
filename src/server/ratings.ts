import glicko2 from 'glicko2';
import type { GameEndView } from '../net/game-view';
import {
  DAILY_GAIN_PER_OPPONENT,
  START_DEVIATION,
  START_RATING,
  START_VOLATILITY,
  type RatingChange,
  type RatingChanges,
  type RatingPool,
} from '../net/ratings';
import type { NewClubGame } from './storage/club-store';
import type { Glicko, RatingStore, StoredRatingChange } from './storage/rating-store';

/** Glickman's system constant: how fast volatility may move (0.3–1.2; 0.5 is the paper's example). */
const TAU = 0.5;
/** The window DAILY_GAIN_PER_OPPONENT counts over, ending at the game's end. */
const GAIN_WINDOW_MS = 86_400_000;

/** Both players' ratings after one game between them, as one Glicko-2 rating period. */
export function rateOneGame(x: Glicko, o: Glicko, scoreX: number): { x: Glicko; o: Glicko } {
  const ranking = new glicko2.Glicko2({
    tau: TAU,
    rating: START_RATING,
    rd: START_DEVIATION,
    vol: START_VOLATILITY,
  });
  const px = ranking.makePlayer(x.rating, x.deviation, x.volatility);
  const po = ranking.makePlayer(o.rating, o.deviation, o.volatility);
  ranking.updateRatings([[px, po, scoreX]]);
  const read = (p: typeof px): Glicko => ({
    rating: p.getRating(),
    deviation: p.getRd(),
    volatility: p.getVol(),
  });
  return { x: read(px), o: read(po) };
}

/**
 * A new rating whose rise is cut so that, with `gained` (what the player already gained from this
 * opponent in the pool in the last 24 hours), it stays within DAILY_GAIN_PER_OPPONENT. Only the
 * rating is held back: the deviation and volatility move as the game says, and a fall is never cut.
 */
export function capGain(before: Glicko, after: Glicko, gained: number): Glicko {
  const room = Math.max(0, DAILY_GAIN_PER_OPPONENT - gained);
  return after.rating - before.rating > room ? { ...after, rating: before.rating + room } : after;
}

/** x's score in a decided game (null: aborted, which is never rated). */
export function scoreOfX(end: GameEndView): number | null {
  if (end.result === 'aborted') return null;
  return end.result === 'x' ? 1 : end.result === 'o' ? 0 : 0.5;
}

const changeView = (change: StoredRatingChange): RatingChange => ({
  before: change.before.rating,
  beforeDeviation: change.before.deviation,
  after: change.after.rating,
  afterDeviation: change.after.deviation,
});

/**
 * Rates a finished rated game in `pool` (the game and its end already kept), or reads its changes back
 * when it was rated before. Null for a game that is not rated: aborted, unrated, or one player on both
 * sides. Abandoning is a loss like any other, since the game's end already says who won. Neither player
 * gains more than DAILY_GAIN_PER_OPPONENT from the other in the pool in any 24 hours, so two
 * accounts cannot pump one of them up by playing each other all day.
 */
export async function rateFinishedGame(
  store: RatingStore,
  game: Pick<NewClubGame, 'id' | 'x' | 'o' | 'rated'>,
  end: GameEndView,
  pool: RatingPool,
): Promise<RatingChanges | null> {
  const scoreX = scoreOfX(end);
  if (!game.rated || scoreX === null || game.x.id === game.o.id) return null;
  const toRate = { gameId: game.id, pool, x: game.x.id, o: game.o.id, scoreX, at: end.at };
  const rated = await store.rateGame({ ...toRate, gainsSince: end.at - GAIN_WINDOW_MS }, (x, o, gained) => {
    const after = rateOneGame(x, o, scoreX);
    return { x: capGain(x, after.x, gained.x), o: capGain(o, after.o, gained.o) };
  });
  if (rated) return { pool, x: changeView(rated.x), o: changeView(rated.o) };
  const [x] = await store.ratingChangesIn(game.x.id, [game.id]);
  const [o] = await store.ratingChangesIn(game.o.id, [game.id]);
  return x && o ? { pool, x: changeView(x), o: changeView(o) } : null;
}
