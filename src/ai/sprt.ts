/**
 * The sequential probability ratio test engine projects run on every patch: play game pairs until the
 * evidence says "at least elo1 better" (accept) or "no better than elo0" (reject). This is the
 * generalised SPRT on pentanomial pair scores (each opening played with both colours gives a pair
 * score of 0, ½, 1, 1½ or 2 points), with the normal approximation fishtest uses: with the pairs' mean
 * score m and variance v, LLR = n (s1 − s0)(2m − s0 − s1) / (2v), where s0 and s1 are the expected
 * scores at elo0 and elo1. Pure arithmetic, so it is tested like any rule.
 */

/** One pair of games from the same opening, A's total points over both (0, 0.5, 1, 1.5 or 2). */
export type PairScore = 0 | 0.5 | 1 | 1.5 | 2;

export interface SprtBounds {
  readonly elo0: number;
  readonly elo1: number;
  /** False-positive rate (accepting a change that is no better than elo0). */
  readonly alpha: number;
  /** False-negative rate (rejecting a change that is elo1 better). */
  readonly beta: number;
}

export type SprtVerdict = 'accept' | 'reject' | 'continue';

export interface SprtState {
  /** The log-likelihood ratio so far. */
  readonly llr: number;
  /** ln(β / (1 − α)): at or below, reject. */
  readonly lower: number;
  /** ln((1 − β) / α): at or above, accept. */
  readonly upper: number;
  readonly verdict: SprtVerdict;
  readonly pairs: number;
}

/** The expected score of a player `elo` points stronger (the logistic Elo curve). */
export const expectedScore = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

/** The Elo difference a score fraction means, clamped away from 0 and 1. */
export function eloOfScore(score: number): number {
  const p = Math.min(1 - 1e-4, Math.max(1e-4, score));
  return -400 * Math.log10(1 / p - 1);
}

/** Where the test stands after these pairs. Fewer than two pairs, or pairs that never differ, decide nothing. */
export function sprt(pairs: readonly PairScore[], bounds: SprtBounds): SprtState {
  const lower = Math.log(bounds.beta / (1 - bounds.alpha));
  const upper = Math.log((1 - bounds.beta) / bounds.alpha);
  const n = pairs.length;
  const undecided = { llr: 0, lower, upper, verdict: 'continue' as const, pairs: n };
  if (n < 2) return undecided;
  // Each pair's score per game, in 0..1.
  const scores = pairs.map((pair) => pair / 2);
  const mean = scores.reduce((sum, s) => sum + s, 0) / n;
  const variance = scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / n;
  if (variance <= 1e-9) return undecided;
  const s0 = expectedScore(bounds.elo0);
  const s1 = expectedScore(bounds.elo1);
  const llr = (n * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
  const verdict = llr >= upper ? 'accept' : llr <= lower ? 'reject' : 'continue';
  return { llr, lower, upper, verdict, pairs: n };
}

/** A's Elo over these pairs and its 95% error, from the pairs' spread (pentanomial, so colour luck cancels). */
export function pairElo(pairs: readonly PairScore[]): { elo: number; error: number } {
  const n = pairs.length;
  if (n === 0) return { elo: 0, error: Infinity };
  const scores = pairs.map((pair) => pair / 2);
  const mean = scores.reduce((sum, s) => sum + s, 0) / n;
  const variance = scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / Math.max(1, n - 1);
  const margin = 1.96 * Math.sqrt(variance / n);
  const elo = eloOfScore(mean);
  return { elo, error: (eloOfScore(mean + margin) - eloOfScore(mean - margin)) / 2 };
}
