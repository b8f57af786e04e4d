/**
 * The evaluation as a linear function for the tuner: a position's feature vector is the terms'
 * counts (bit-evaluate.ts), once scaled by the share of empty squares (the opening weights) and once
 * by the share of filled ones (the `late` weights), so `evaluate ≈ weights · features`.
 */
import { parseFen, type Position } from '../../core';
import type { EvalTerms, EvalWeights } from '../evaluate';
import { BitBoard } from '../bits/bit-board';
import { evaluationTerms } from '../bits/bit-evaluate';

/** The terms in vector order; the `exposed` feature is negated, as its weight is subtracted. */
export const TERM_NAMES = ['piece', 'safe', 'exposed', 'mobility', 'tempo', 'territory'] as const;
export const TERM_COUNT = TERM_NAMES.length;
/** Opening weights, then late ones. */
export const FEATURE_COUNT = 2 * TERM_COUNT;

const TERMS = new Int32Array(7);

/** The feature vector of a position (not over, side to move able to move) into `out` at `at`. */
export function featuresOf(position: Position, out: Float64Array, at = 0): void {
  const board = new BitBoard(position);
  evaluationTerms(board, TERMS);
  const [pieces, safe, exposed, mobility, sealed, empties, open] = TERMS;
  const counts = [pieces, safe, -exposed, mobility, 1, sealed];
  const early = empties / open;
  for (let i = 0; i < TERM_COUNT; i++) {
    out[at + i] = counts[i] * early;
    out[at + TERM_COUNT + i] = counts[i] * (1 - early);
  }
}

/** The features of a FEN, or an error naming it. */
export function featuresOfFen(fen: string, out: Float64Array, at = 0): void {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`tune: bad FEN ${fen}: ${parsed.error}`);
  featuresOf(parsed.value, out, at);
}

const termsOf = (vector: ArrayLike<number>, from: number): EvalTerms => ({
  piece: Math.round(vector[from]),
  safe: Math.round(vector[from + 1]),
  exposed: Math.round(vector[from + 2]),
  mobility: Math.round(vector[from + 3]),
  tempo: Math.round(vector[from + 4]),
  territory: Math.round(vector[from + 5]),
});

/** Weights from a vector (rounded to whole hundredths of a piece). */
export const weightsOf = (vector: ArrayLike<number>): EvalWeights => ({
  ...termsOf(vector, 0),
  late: termsOf(vector, TERM_COUNT),
});

/** The vector of some weights (without `late`, the same weights in both phases). */
export function vectorOf(weights: EvalWeights): Float64Array {
  const late = weights.late ?? weights;
  return Float64Array.from([...TERM_NAMES.map((t) => weights[t]), ...TERM_NAMES.map((t) => late[t])]);
}
