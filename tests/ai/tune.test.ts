/**
 * The tuner (src/ai/tune/): on synthetic data the optimiser finds the weights that made it and the K fit
 * finds the K, the features reproduce the evaluation, and self-play data is the same for the same seed.
 */
import { describe, expect, it } from 'vitest';
import { Random, START_FEN, type Position } from '../../src/core';
import { FULL_EVAL, Searcher, type EvalWeights } from '../../src/ai';
import { HAND_SET_EVAL } from '../../src/ai/evaluate';
import { TUNED_EVAL } from '../../src/ai/tune/tuned-weights';
import { BitBoard } from '../../src/ai/bits/bit-board';
import { evaluateBits } from '../../src/ai/bits/bit-evaluate';
import { FEATURE_COUNT, featuresOf, vectorOf, weightsOf } from '../../src/ai/tune/features';
import { playSelfPlay, type SelfPlayJob } from '../../src/ai/tune/self-play';
import { fitK, meanError, sigmoid, tune, type TuneData } from '../../src/ai/tune/texel';
import { playoutFens, RefRandom } from '../reference/random-fens';
import { positionOf } from '../support/position';

/** Labels drawn from sigmoid(k · truth · x) for random feature rows (with noise when asked). */
function synthetic(truth: number[], k: number, rows: number, noisy: boolean): TuneData {
  const random = new Random(7);
  const width = truth.length;
  const features = new Float64Array(rows * width);
  const labels = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    let sum = 0;
    for (let j = 0; j < width; j++) {
      const x = j === width - 1 ? 1 : Math.round(random.next() * 20 - 10);
      features[i * width + j] = x;
      sum += truth[j] * x;
    }
    const p = sigmoid(k * sum);
    labels[i] = noisy ? (random.next() < p ? 1 : 0) : p;
  }
  return { features, labels, width };
}

describe('Texel tuning', () => {
  const truth = [100, -30, 12, 40];
  const k = 0.004;

  it('finds the weights that made noiseless labels, from a wrong start', () => {
    const data = synthetic(truth, k, 2000, false);
    const found = tune(data, [50, 0, 0, 0], { k, iterations: 3000, rate: 1 });
    found.forEach((w, j) => expect(Math.abs(w - truth[j]), `weight ${j}: ${w}`).toBeLessThan(1));
    expect(meanError(data, found, k)).toBeLessThan(1e-6);
  });

  it('fits K: the scale at which known weights best predict the labels', () => {
    expect(fitK(synthetic(truth, k, 2000, false), truth)).toBeCloseTo(k, 5);
    // Game-like 0/1 labels carry noise; K still lands near the true one.
    expect(Math.abs(fitK(synthetic(truth, k, 20000, true), truth) - k)).toBeLessThan(0.0004);
  });

  it('keeps a fixed weight as given', () => {
    const found = tune(synthetic(truth, k, 500, false), [90, 0, 0, 0], {
      k,
      iterations: 300,
      rate: 1,
      fixed: [0],
    });
    expect(found[0]).toBe(90);
  });
});

describe('the features are the evaluation, term for term', () => {
  const sloped: EvalWeights = {
    piece: 90,
    safe: 3,
    exposed: 17,
    mobility: 9,
    tempo: 35,
    territory: 40,
    edge: -4,
    corner: 10,
    late: {
      piece: 130,
      safe: 21,
      exposed: 5,
      mobility: 2,
      tempo: 60,
      territory: 95,
      edge: 20,
      corner: -7,
    },
  };
  it.each([5, 7, 9])('on %i-square playouts', (size) => {
    const random = new RefRandom(4242 + size);
    const fens = playoutFens(random, size, size, 'arcade').filter((_, i) => i % 3 === 1);
    const row = new Float64Array(FEATURE_COUNT);
    for (const fen of fens) {
      const position = positionOf(fen);
      const board = new BitBoard(position);
      if (!board.hasMoves(board.turn)) continue;
      featuresOf(position, row);
      for (const weights of [HAND_SET_EVAL, FULL_EVAL, sloped]) {
        const vector = vectorOf(weights);
        const linear = row.reduce((sum, x, j) => sum + x * vector[j], 0);
        // The evaluation rounds its blend toward zero: within one hundredth of a piece.
        expect(Math.abs(linear - evaluateBits(board, weights)), fen).toBeLessThan(1);
      }
    }
  });

  it('reads back the weights it was given', () => {
    expect(weightsOf(vectorOf(TUNED_EVAL))).toEqual(TUNED_EVAL);
    const { late: _late, ...phaseless } = HAND_SET_EVAL;
    expect(weightsOf(vectorOf(HAND_SET_EVAL))).toEqual({ ...phaseless, late: phaseless });
  });
});

describe('self-play data', () => {
  const start: Position = positionOf(START_FEN.replace('x5o/7/7/7/7/7/o5x', 'x3o/5/5/5/o3x'));
  const job = (seed: number): SelfPlayJob => ({ index: 0, start, rules: 'arcade', nodes: 300, seed });

  it('is the same for the same seed, and labelled from each mover’s view', () => {
    const first = playSelfPlay(job(5), new Searcher({ hashMb: 1 }));
    const again = playSelfPlay(job(5), new Searcher({ hashMb: 1 }));
    expect(again).toEqual(first);
    expect(first.length).toBeGreaterThan(5);
    // Consecutive positions with opposite movers carry opposite results (unless drawn).
    const [a, b] = first;
    expect(a.fen.split(' ')[1]).not.toBe(b.fen.split(' ')[1]);
    expect(a.result + b.result).toBe(1);
  });

  it('differs with the seed (another opening)', () => {
    const one = playSelfPlay(job(5), new Searcher({ hashMb: 1 }));
    const other = playSelfPlay(job(6), new Searcher({ hashMb: 1 }));
    expect(other.map((s) => s.fen)).not.toEqual(one.map((s) => s.fen));
  });
});
