/** The two sides: `x` is the player and moves first, `o` the opponent (FEN symbols). */
export const SIDES = ['x', 'o'] as const;
export type Side = (typeof SIDES)[number];

export const opponentOf = (side: Side): Side => (side === 'x' ? 'o' : 'x');

/** Piece counts of both sides. */
export interface Counts {
  readonly x: number;
  readonly o: number;
}
