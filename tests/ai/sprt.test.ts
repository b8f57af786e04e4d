/** The SPRT that decides engine patches: its arithmetic by hand, and its verdicts on simulated matches. */
import { describe, expect, it } from 'vitest';
import { Random } from '../../src/core';
import { eloOfScore, expectedScore, pairElo, sprt, type PairScore } from '../../src/ai/sprt';

const BOUNDS = { elo0: 0, elo1: 15, alpha: 0.05, beta: 0.05 };

/**
 * Pairs between two players `elo` apart with `draw` chance per game: each game is a win with the
 * logistic probability (less half the draws), so the expected score is exactly expectedScore(elo).
 */
function simulate(elo: number, pairs: number, seed: number, draw = 0.1): PairScore[] {
  const random = new Random(seed);
  const win = expectedScore(elo) - draw / 2;
  const game = (): number => {
    const roll = random.next();
    return roll < win ? 1 : roll < win + draw ? 0.5 : 0;
  };
  return Array.from({ length: pairs }, () => (game() + game()) as PairScore);
}

/** Runs the test pair by pair, as the match does, until it decides or `cap` pairs are played. */
function run(pairs: readonly PairScore[], cap = pairs.length): { verdict: string; pairs: number } {
  for (let n = 2; n <= cap; n++) {
    const state = sprt(pairs.slice(0, n), BOUNDS);
    if (state.verdict !== 'continue') return { verdict: state.verdict, pairs: n };
  }
  return { verdict: 'continue', pairs: cap };
}

describe('SPRT', () => {
  it('has the bounds ln(β/(1−α)) and ln((1−β)/α): ±2.94 at 5% each', () => {
    const state = sprt([2, 0], BOUNDS);
    expect(state.lower).toBeCloseTo(-2.944, 3);
    expect(state.upper).toBeCloseTo(2.944, 3);
  });

  it('computes the LLR of a small sample as the normal approximation says', () => {
    // Pair scores per game 1, ½, ½, ¼, ¾, ½: mean 7/12, variance 1/18 (divided by n).
    const pairs: PairScore[] = [2, 1, 1, 0.5, 1.5, 1];
    const s0 = 0.5;
    const s1 = 1 / (1 + 10 ** (-15 / 400));
    const expected = (6 * (s1 - s0) * (2 * (7 / 12) - s0 - s1)) / (2 * (1 / 18));
    expect(sprt(pairs, BOUNDS).llr).toBeCloseTo(expected, 10);
    expect(sprt(pairs, BOUNDS).verdict).toBe('continue');
  });

  it('decides nothing on one pair or on pairs that never differ', () => {
    expect(sprt([2], BOUNDS).verdict).toBe('continue');
    expect(sprt([1, 1, 1, 1], BOUNDS)).toMatchObject({ llr: 0, verdict: 'continue' });
  });

  it('accepts a clearly better engine and rejects an equal or worse one, within a few thousand pairs', () => {
    const better = run(simulate(40, 3000, 1));
    expect(better.verdict).toBe('accept');
    const equal = run(simulate(0, 3000, 2));
    expect(equal.verdict).toBe('reject');
    const worse = run(simulate(-30, 3000, 3));
    expect(worse.verdict).toBe('reject');
    // Stronger evidence decides sooner.
    expect(worse.pairs, JSON.stringify({ worse, equal })).toBeLessThan(equal.pairs);
  });

  it('measures Elo from pair scores, with an error bar that shrinks with more pairs', () => {
    const few = pairElo(simulate(50, 200, 4));
    const many = pairElo(simulate(50, 3000, 4));
    expect(Math.abs(many.elo - 50)).toBeLessThan(2 * many.error);
    expect(many.error).toBeLessThan(few.error);
    expect(eloOfScore(expectedScore(120))).toBeCloseTo(120, 6);
  });
});
