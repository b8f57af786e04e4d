/**
 * The static evaluation, from the side to move's point of view, in the engine's own units (a window of
 * three pawns with its fourth square open is worth 24). Oxono has no material: what counts is lines in
 * the making. Every row and column has three windows of four squares; a window still open for a family
 * (nothing in it but that family's pawns and empty squares) is worth more the more pawns it holds. A
 * colour's windows are its player's; a symbol's windows are shared (either player's pawns of that
 * symbol count), so they favour the player who alone still holds the symbol. The search decides reach
 * and tempo; this only says which position has more lines coming.
 */
import type { OxonoBoard } from './board';
import { SIZE } from './geometry';

/** What an open window holding 0..3 pawns of a family is worth (a window of 4 is a win, never seen). */
const WINDOW_VALUE = [0, 1, 5, 24, 0];

/**
 * The value of one 6-square line for a family: LINE_VALUE[mask * 64 + blockers], the sum over its three
 * windows of four that hold none of the blockers (squares occupied by anything else).
 */
export const LINE_VALUE = new Int16Array(64 * 64);
for (let mask = 0; mask < 64; mask++) {
  for (let blockers = 0; blockers < 64; blockers++) {
    if (mask & blockers) continue;
    let value = 0;
    for (let start = 0; start + 4 <= SIZE; start++) {
      const span = 15 << start;
      if (blockers & span) continue;
      let count = 0;
      for (let bit = start; bit < start + 4; bit++) if (mask & (1 << bit)) count++;
      value += WINDOW_VALUE[count];
    }
    LINE_VALUE[mask * 64 + blockers] = value;
  }
}

/** A family's open windows over all rows and columns. */
export function familyValue(board: OxonoBoard, family: number): number {
  const base = family * SIZE;
  let value = 0;
  for (let line = 0; line < SIZE; line++) {
    const row = board.rows[base + line];
    value += LINE_VALUE[row * 64 + (board.occupiedRows[line] & ~row)];
    const column = board.columns[base + line];
    value += LINE_VALUE[column * 64 + (board.occupiedColumns[line] & ~column)];
  }
  return value;
}

/**
 * Weights of a symbol's shared windows, in quarters: held by the mover only, by both, by the other only.
 * Held by both, a window helps both: weights from -2 to 1 measured level (within ±40 Elo over 300 games
 * at 20,000 nodes), 3 lost 81 Elo; so it counts for nobody.
 */
const MINE_ONLY = 4;
const BOTH = 0;
const THEIRS_ONLY = -4;

/** The position's value for the side to move (who has no win in one: the search checked). */
export function evaluate(board: OxonoBoard): number {
  const me = board.side;
  const them = me ^ 1;
  let value = 4 * (familyValue(board, me) - familyValue(board, them));
  for (let symbol = 0; symbol < 2; symbol++) {
    const mine = board.reserves[me * 2 + symbol] > 0;
    const theirs = board.reserves[them * 2 + symbol] > 0;
    const weight = mine ? (theirs ? BOTH : MINE_ONLY) : theirs ? THEIRS_ONLY : 0;
    if (weight !== 0) value += weight * familyValue(board, 2 + symbol);
  }
  return value >> 2;
}
