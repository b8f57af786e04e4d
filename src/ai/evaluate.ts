import { popcount, type Board } from '../core';
import { TUNED_EVAL } from './tune/tuned-weights';

/**
 * How the engine judges a quiet position, in hundredths of a piece from the side to move's view: each
 * term counts something for the side to move less the same for the other side, times its weight.
 */
export interface EvalTerms {
  /** One piece more. */
  readonly piece: number;
  /** A piece with no empty square around it: nothing can flip it until a jump opens a hole. */
  readonly safe: number;
  /** A piece next to an empty square the enemy can reach: it can be flipped on the next move. */
  readonly exposed: number;
  /** An empty square the side can clone into (room to grow without leaving holes). */
  readonly mobility: number;
  /** Having the move: the mover gains first (the tuned weights value it most near the end). */
  readonly tempo: number;
  /**
   * An empty square only one side can ever reach, moving through empty squares: a sealed-off region
   * that side will fill (and, under arcade rules, gets when the other side runs out of moves).
   */
  readonly territory: number;
  /** A piece on the board's outer rows or columns (fewer neighbours to flip it, or to flip). */
  readonly edge: number;
  /** A piece in one of the four corners. */
  readonly corner: number;
}

/** The terms in the order `combine` takes their counts (and the tuner its features). */
export const TERM_NAMES = [
  'piece',
  'safe',
  'exposed',
  'mobility',
  'tempo',
  'territory',
  'edge',
  'corner',
] as const;
/** How many terms; the counts `combine` takes have two more entries: the empty and open squares. */
export const TERM_COUNT = TERM_NAMES.length;
/** Where the counts of empty and of open squares sit after the terms'. */
export const EMPTIES = TERM_COUNT;
export const OPEN = TERM_COUNT + 1;

/**
 * The terms' weights with the board still empty, and optionally (`late`) with the board full: in
 * between, the evaluation slides from one to the other by the share of empty squares, so a term can
 * matter more in the opening than in the endgame. A term whose (opening) weight is 0 is off in both
 * phases: weaker strengths switch terms off that way, so they really do misjudge what a beginner does.
 * Every weight is a whole number (`combine`).
 */
export interface EvalWeights extends EvalTerms {
  readonly late?: EvalTerms;
}

/** The weights set by hand before tuning, one phase: kept to compare against. */
export const HAND_SET_EVAL: EvalWeights = {
  piece: 100,
  safe: 12,
  exposed: 22,
  mobility: 6,
  tempo: 40,
  territory: 70,
  edge: 0,
  corner: 0,
};
/** The full engine's weights: Texel-tuned on self-play (`npm run ai:tune`, src/ai/tune/). */
export const FULL_EVAL: EvalWeights = TUNED_EVAL;
/** Counts pieces and nothing else: the beginner's view. */
export const MATERIAL_EVAL: EvalWeights = {
  piece: 100,
  safe: 0,
  exposed: 0,
  mobility: 0,
  tempo: 0,
  territory: 0,
  edge: 0,
  corner: 0,
};

/** Working rows for `evaluate`, one set per board so the hot path allocates nothing. */
export class EvalScratch {
  readonly empty: Int32Array;
  readonly reach: Int32Array;
  readonly flood: Int32Array;
  constructor(stride: number) {
    this.empty = new Int32Array(stride);
    this.reach = new Int32Array(2 * stride);
    this.flood = new Int32Array(2 * stride);
  }
}

/** Whether the weights count pieces (and the move) only: then no other term need be counted. */
export const piecesOnly = (w: EvalWeights): boolean =>
  w.safe === 0 && w.exposed === 0 && w.mobility === 0 && w.territory === 0 && w.edge === 0 && w.corner === 0;

const dilate = (bits: number): number => bits | (bits << 1) | (bits >> 1);

/**
 * The position from the side to move's view, row by row: the plain twin of the engine's bitboard
 * evaluation (bits/bit-evaluate.ts), which must give the same value term for term.
 */
export function evaluate(board: Board, weights: EvalWeights, scratch: EvalScratch): number {
  const us = board.turn;
  if (piecesOnly(weights)) return weights.piece * (board.count[us] - board.count[us ^ 1]) + weights.tempo;
  const stride = board.stride;
  const p = board.pieces;
  const empty = scratch.empty;
  const reach = scratch.reach;
  const first = 2;
  const last = board.height + 2;
  for (let r = first; r < last; r++) empty[r] = board.empty(r);
  // Squares each side can move to next (clone or jump): the basis of mobility and exposure.
  let mobility = 0;
  let unreachedX = 0;
  let unreachedO = 0;
  for (let r = first; r < last; r++) {
    for (let side = 0; side < 2; side++) {
      const b = side * stride + r;
      const near = p[b - 1] | p[b] | p[b + 1];
      const far = near | p[b - 2] | p[b + 2];
      const clones = dilate(near) & empty[r];
      reach[side * stride + r] = (dilate(dilate(far)) & empty[r]) | clones;
      mobility += side === us ? popcount(clones) : -popcount(clones);
    }
    unreachedX |= empty[r] & ~reach[r];
    unreachedO |= empty[r] & ~reach[stride + r];
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
  // Most of the game both sides can land on every empty square next move; only otherwise can a region
  // be sealed off, so only then is it worth the flood.
  const sealed =
    (unreachedX | unreachedO) !== 0 && weights.territory !== 0
      ? territory(board, scratch, unreachedX !== 0, unreachedO !== 0)
      : 0;
  let edges = 0;
  let corners = 0;
  if (weights.edge !== 0 || weights.corner !== 0) {
    const right = board.width + 1;
    for (let r = first; r < last; r++) {
      const outer = r === first || r === last - 1;
      const edge = outer ? board.open[r] : board.open[r] & ((1 << first) | (1 << right));
      const corner = outer ? board.open[r] & ((1 << first) | (1 << right)) : 0;
      edges += popcount(p[us * stride + r] & edge) - popcount(p[them * stride + r] & edge);
      corners += popcount(p[us * stride + r] & corner) - popcount(p[them * stride + r] & corner);
    }
  }
  const empties = board.emptyCount();
  return combine(
    weights,
    board.count[us] - board.count[us ^ 1],
    safe,
    exposed,
    mobility,
    sealed,
    edges,
    corners,
    empties,
    empties + board.count[0] + board.count[1],
  );
}

/**
 * `combine`, the counts first written into `out` when there is one (the terms in TERM_NAMES order, the
 * move's tempo as 1, then the empty and the open squares): the bit evaluations' last step, and the
 * tuner's features.
 */
export function weigh(
  weights: EvalWeights,
  out: Int32Array | null,
  pieces: number,
  safe: number,
  exposed: number,
  mobility: number,
  sealed: number,
  edge: number,
  corner: number,
  empties: number,
  open: number,
): number {
  if (out !== null) {
    out[0] = pieces;
    out[1] = safe;
    out[2] = exposed;
    out[3] = mobility;
    out[4] = 1;
    out[5] = sealed;
    out[6] = edge;
    out[7] = corner;
    out[EMPTIES] = empties;
    out[OPEN] = open;
  }
  return combine(weights, pieces, safe, exposed, mobility, sealed, edge, corner, empties, open);
}

/**
 * The terms' counts weighed and, with `late` weights, slid between the phases by the empty squares
 * (`open` is every square not blocked). `exposed` counts against. The counts come one by
 * one, not in an array: this runs at every leaf of the search. Weights are whole numbers (the tuner
 * rounds them; a test holds every set to it), multiplied by Math.imul: with `*`, a negative weight
 * times a count of 0 is -0, which V8 cannot hold as a small integer, so it compiled this arithmetic in
 * doubles (UAI first second, alternating fresh engines: 2.69 → 2.87 M nodes/s with Math.imul).
 */
export function combine(
  weights: EvalWeights,
  pieces: number,
  safe: number,
  exposed: number,
  mobility: number,
  sealed: number,
  edge: number,
  corner: number,
  empties: number,
  open: number,
): number {
  const early = weighed(weights, pieces, safe, exposed, mobility, sealed, edge, corner);
  const late = weights.late;
  if (late === undefined) return early;
  const full = weighed(late, pieces, safe, exposed, mobility, sealed, edge, corner);
  return ((Math.imul(early, empties) + Math.imul(full, open - empties)) / open) | 0;
}

/** One phase's weights times the counts (`combine` says why by Math.imul). */
function weighed(
  weights: EvalTerms,
  pieces: number,
  safe: number,
  exposed: number,
  mobility: number,
  sealed: number,
  edge: number,
  corner: number,
): number {
  return (
    Math.imul(weights.piece, pieces) +
    weights.tempo +
    Math.imul(weights.safe, safe) -
    Math.imul(weights.exposed, exposed) +
    Math.imul(weights.mobility, mobility) +
    Math.imul(weights.territory, sealed) +
    Math.imul(weights.edge, edge) +
    Math.imul(weights.corner, corner)
  );
}

/**
 * Empty squares the side to move can reach and the other side never can, less the reverse. Each side's
 * next-move reach grows through empty squares until it stops growing; pieces are taken as they stand.
 * A side that can land on every empty square next move needs no flood.
 */
function territory(board: Board, scratch: EvalScratch, floodX: boolean, floodO: boolean): number {
  const stride = board.stride;
  const empty = scratch.empty;
  const flood = scratch.flood;
  const first = 2;
  const last = board.height + 2;
  for (let side = 0; side < 2; side++) {
    const f = side * stride;
    if (!(side === 0 ? floodX : floodO)) {
      for (let r = first; r < last; r++) flood[f + r] = empty[r];
      continue;
    }
    for (let r = 0; r < stride; r++) flood[f + r] = scratch.reach[f + r];
    // Sweeping down then up carries the flood the length of the board in two passes.
    // A flood that already covers every empty square cannot grow: no pass is needed to confirm it.
    for (let pass = 0, grown = true, full = false; grown && !full; pass++) {
      grown = false;
      full = true;
      const down = (pass & 1) === 0;
      for (let i = first; i < last; i++) {
        const r = down ? i : first + last - 1 - i;
        const near = flood[f + r - 2] | flood[f + r - 1] | flood[f + r] | flood[f + r + 1] | flood[f + r + 2];
        const next = (dilate(dilate(near)) & empty[r]) | flood[f + r];
        if (next !== flood[f + r]) {
          flood[f + r] = next;
          grown = true;
        }
        if (next !== empty[r]) full = false;
      }
    }
  }
  const us = board.turn * stride;
  const them = (board.turn ^ 1) * stride;
  let sealed = 0;
  for (let r = first; r < last; r++) {
    sealed += popcount(flood[us + r] & ~flood[them + r]) - popcount(flood[them + r] & ~flood[us + r]);
  }
  return sealed;
}
