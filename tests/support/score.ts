import type { Score } from '../../src/core/score';

/** A finished game's score with every point from pieces: won, lost or drawn. */
const scoreOf = (total: number, won: boolean, drawn: boolean): Score => ({
  pieces: total,
  filled: 0,
  bonus: 0,
  total,
  won,
  drawn,
});

export const won = (total: number): Score => scoreOf(total, true, false);
export const lost = (total: number): Score => scoreOf(total, false, false);
export const drawn = (total: number): Score => scoreOf(total, false, true);
