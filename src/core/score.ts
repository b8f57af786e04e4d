import type { Outcome } from './rules';
import type { Side } from './side';

export const FULL_BOARD_BONUS = 50;
export const BOSS_FULL_BOARD_BONUS = 100;

/** A finished game's score for one side, broken down the way the result screen shows it. */
export interface Score {
  /** Pieces the side had on the board before any fill. */
  readonly pieces: number;
  /** Empty squares the arcade fill gave the side. */
  readonly filled: number;
  /** Full-board bonus: the side owns every piece on the board. */
  readonly bonus: number;
  readonly total: number;
  readonly won: boolean;
  /** Neither side won: in the arcade run a draw replays the level without costing a life. */
  readonly drawn: boolean;
}

/** 1 point per piece owned at the end (after any fill), plus the full-board bonus (doubled on a boss level). */
export function scoreFor(result: Outcome, side: Side, options: { boss?: boolean } = {}): Score {
  const final = result.counts[side];
  const other = result.counts[side === 'x' ? 'o' : 'x'];
  const filled = result.fill && result.fill.side === side ? result.fill.squares.length : 0;
  const bonus = final > 0 && other === 0 ? (options.boss ? BOSS_FULL_BOARD_BONUS : FULL_BOARD_BONUS) : 0;
  return {
    pieces: final - filled,
    filled,
    bonus,
    total: final + bonus,
    won: result.winner === side,
    drawn: result.winner === null,
  };
}
