import { popcount, type Board } from '../core';

/**
 * How the engine judges a quiet position, in hundredths of a piece from the side to move's view.
 * Weaker strengths switch terms off, so they really do misjudge what a beginner misjudges.
 */
export interface EvalWeights {
  /** One piece more. */
  readonly piece: number;
  /** A piece with no empty square around it: nothing can flip it until a jump opens a hole. */
  readonly safe: number;
  /** A piece next to an empty square the enemy can reach: it can be flipped on the next move. */
  readonly exposed: number;
  /** An empty square the side can clone into (room to grow without leaving holes). */
  readonly mobility: number;
  /** Having the move is worth about a piece in Ataxx: the mover gains first. */
  readonly tempo: number;
}

export const FULL_EVAL: EvalWeights = { piece: 100, safe: 12, exposed: 22, mobility: 6, tempo: 40 };
/** Counts pieces and nothing else: the beginner's view. */
export const MATERIAL_EVAL: EvalWeights = { piece: 100, safe: 0, exposed: 0, mobility: 0, tempo: 0 };

/** Working rows for `evaluate`, one set per board so the hot path allocates nothing. */
export class EvalScratch {
  readonly empty: Int32Array;
  readonly reach: Int32Array;
  constructor(stride: number) {
    this.empty = new Int32Array(stride);
    this.reach = new Int32Array(2 * stride);
  }
}

const dilate = (bits: number): number => bits | (bits << 1) | (bits >> 1);

export function evaluate(board: Board, weights: EvalWeights, scratch: EvalScratch): number {
  const us = board.turn;
  const material = weights.piece * (board.count[us] - board.count[us ^ 1]) + weights.tempo;
  if (weights.safe === 0 && weights.exposed === 0 && weights.mobility === 0) return material;
  const stride = board.stride;
  const p = board.pieces;
  const empty = scratch.empty;
  const reach = scratch.reach;
  const first = 2;
  const last = board.height + 2;
  for (let r = first; r < last; r++) empty[r] = board.empty(r);
  // Squares each side can move to next (clone or jump): the basis of mobility and exposure.
  let mobility = 0;
  for (let r = first; r < last; r++) {
    for (let side = 0; side < 2; side++) {
      const b = side * stride + r;
      const near = p[b - 1] | p[b] | p[b + 1];
      const far = near | p[b - 2] | p[b + 2];
      const clones = dilate(near) & empty[r];
      reach[side * stride + r] = (dilate(dilate(far)) & empty[r]) | clones;
      mobility += side === us ? popcount(clones) : -popcount(clones);
    }
  }
  let safe = 0;
  let exposed = 0;
  const them = us ^ 1;
  for (let r = first; r < last; r++) {
    const nearEmpty = dilate(empty[r - 1] | empty[r] | empty[r + 1]);
    const own = p[us * stride + r];
    const opp = p[them * stride + r];
    safe += popcount(own & ~nearEmpty) - popcount(opp & ~nearEmpty);
    const oppReach = dilate(
      reach[them * stride + r - 1] | reach[them * stride + r] | reach[them * stride + r + 1],
    );
    const ourReach = dilate(reach[us * stride + r - 1] | reach[us * stride + r] | reach[us * stride + r + 1]);
    exposed += popcount(own & oppReach) - popcount(opp & ourReach);
  }
  return material + weights.safe * safe - weights.exposed * exposed + weights.mobility * mobility;
}
