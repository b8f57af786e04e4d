/**
 * The evaluation as a linear function for the tuner: a position's feature vector is the terms'
 * counts (bit-evaluate.ts), once scaled by the share of empty squares (the opening weights) and once
 * by the share of filled ones (the `late` weights), so `evaluate ≈ weights · features`.
 */
import { parseFen, type Position } from '../../core';
import { EMPTIES, OPEN, TERM_COUNT, TERM_NAMES, type EvalTerms, type EvalWeights } from '../evaluate';
import { BitBoard } from '../bits/bit-board';
import { evaluationTerms } from '../bits/bit-evaluate';

export { TERM_COUNT, TERM_NAMES } from '../evaluate';
/** Opening weights, then late ones. */
export const FEATURE_COUNT = 2 * TERM_COUNT;

const COUNTS = new Int32Array(TERM_COUNT + 2);
/** Terms whose weight is subtracted: their features are negated. */
const AGAINST = new Set<string>(['exposed']);

/** The feature vector of a position (not over, side to move able to move) into `out` at `at`. */
export function featuresOf(position: Position, out: Float64Array, at = 0): void {
  evaluationTerms(new BitBoard(position), COUNTS);
  const early = COUNTS[EMPTIES] / COUNTS[OPEN];
  for (let i = 0; i < TERM_COUNT; i++) {
    const count = AGAINST.has(TERM_NAMES[i]) ? -COUNTS[i] : COUNTS[i];
    out[at + i] = count * early;
    out[at + TERM_COUNT + i] = count * (1 - early);
  }
}

/** The features of a FEN, or an error naming it. */
export function featuresOfFen(fen: string, out: Float64Array, at = 0): void {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`tune: bad FEN ${fen}: ${parsed.error}`);
  featuresOf(parsed.value, out, at);
}

const termsOf = (vector: ArrayLike<number>, from: number): EvalTerms =>
  Object.fromEntries(
    TERM_NAMES.map((name, i) => [name, Math.round(vector[from + i])]),
  ) as unknown as EvalTerms;

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
