/**
 * Texel tuning: over positions labelled by how their games ended, find the weights whose
 * sigmoid(K · evaluation) best predicts the label (least squared error). K is fitted first, with the
 * starting weights, so it converts hundredths of a piece to an expected score; the weights are then
 * fitted by gradient descent (Adam) with K fixed, which keeps their scale: one piece stays about 100.
 */

/** Positions as rows of `width` features, and a label (expected score 0..1) for each. */
export interface TuneData {
  readonly features: Float64Array;
  readonly labels: Float64Array;
  readonly width: number;
}

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

/** Each position's evaluation under `weights`. */
export function evaluations(data: TuneData, weights: ArrayLike<number>): Float64Array {
  const n = data.labels.length;
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < data.width; j++) sum += weights[j] * data.features[i * data.width + j];
    out[i] = sum;
  }
  return out;
}

/** Mean squared error of sigmoid(K · evaluation) against the labels. */
export function meanError(data: TuneData, weights: ArrayLike<number>, k: number): number {
  const values = evaluations(data, weights);
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (sigmoid(k * values[i]) - data.labels[i]) ** 2;
  return sum / Math.max(1, values.length);
}

/** The K that minimises the error for fixed weights: a golden-section search over (0, 0.1]. */
export function fitK(data: TuneData, weights: ArrayLike<number>): number {
  const values = evaluations(data, weights);
  const error = (k: number): number => {
    let sum = 0;
    for (let i = 0; i < values.length; i++) sum += (sigmoid(k * values[i]) - data.labels[i]) ** 2;
    return sum;
  };
  const golden = (Math.sqrt(5) - 1) / 2;
  let low = 1e-5;
  let high = 0.1;
  for (let step = 0; step < 80; step++) {
    const a = high - golden * (high - low);
    const b = low + golden * (high - low);
    if (error(a) < error(b)) high = b;
    else low = a;
  }
  return (low + high) / 2;
}

export interface TuneOptions {
  readonly k: number;
  readonly iterations: number;
  /** Adam's step, in weight units (hundredths of a piece). */
  readonly rate: number;
  /** Features whose weight stays as given (e.g. the piece, to pin the scale). */
  readonly fixed?: readonly number[];
}

/**
 * Full-batch gradient descent with Adam on the mean squared error, from `start`. Deterministic: the
 * same data and options give the same weights.
 */
export function tune(data: TuneData, start: ArrayLike<number>, options: TuneOptions): Float64Array {
  const { k, iterations, rate } = options;
  const width = data.width;
  const n = data.labels.length;
  const weights = Float64Array.from(start);
  const first = new Float64Array(width);
  const second = new Float64Array(width);
  const gradient = new Float64Array(width);
  const fixed = new Set(options.fixed ?? []);
  for (let t = 1; t <= iterations; t++) {
    gradient.fill(0);
    for (let i = 0; i < n; i++) {
      const row = i * width;
      let sum = 0;
      for (let j = 0; j < width; j++) sum += weights[j] * data.features[row + j];
      const s = sigmoid(k * sum);
      // d/dw (s - y)^2 = 2 (s - y) s (1 - s) k x
      const common = (2 * (s - data.labels[i]) * s * (1 - s) * k) / n;
      for (let j = 0; j < width; j++) gradient[j] += common * data.features[row + j];
    }
    for (let j = 0; j < width; j++) {
      if (fixed.has(j)) continue;
      first[j] = 0.9 * first[j] + 0.1 * gradient[j];
      second[j] = 0.999 * second[j] + 0.001 * gradient[j] ** 2;
      const m = first[j] / (1 - 0.9 ** t);
      const v = second[j] / (1 - 0.999 ** t);
      weights[j] -= (rate * m) / (Math.sqrt(v) + 1e-12);
    }
  }
  return weights;
}
