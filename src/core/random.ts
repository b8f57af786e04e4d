/**
 * A small seeded random generator (mulberry32): the same seed gives the same sequence everywhere.
 * Its whole state is one number, so it can be saved and restored.
 */
export class Random {
  private current: number;

  constructor(seed: number) {
    this.current = seed >>> 0;
  }

  /** The state to save; `new Random(state)` continues the same sequence. */
  get state(): number {
    return this.current;
  }

  /** A float in [0, 1). */
  next(): number {
    this.current = (this.current + 0x6d2b79f5) >>> 0;
    let t = this.current;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }
}
