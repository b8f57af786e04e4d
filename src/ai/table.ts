/**
 * The transposition table: four 32-bit words per entry (check key, move, score, depth and bound),
 * a power-of-two number of entries in one typed array so it costs no garbage and clears fast.
 */
export const BOUND_EXACT = 3;
export const BOUND_LOWER = 2;
export const BOUND_UPPER = 1;
const WORDS = 4;
/** Marks a slot that was never written, as a check key alone cannot. */
const USED = 1 << 16;

export class TranspositionTable {
  private data: Int32Array;
  private mask: number;

  constructor(megabytes: number) {
    this.data = new Int32Array(0);
    this.mask = 0;
    this.resize(megabytes);
  }

  /**
   * Reallocates to the largest power of two of entries that fits `megabytes` (at least 1024 entries, so
   * a fraction of a megabyte is a table too),
   * and writes every word once: a fresh buffer's memory pages are only mapped when first touched, so
   * otherwise the first search pays for thousands of page faults scattered over its first iterations
   * (a fresh 16 MB table halved the speed of the first 0.2 s of a search; writing it takes about 9 ms).
   */
  resize(megabytes: number): void {
    const bytes = Math.max(1 / 64, Math.min(1024, megabytes)) * 1024 * 1024;
    let entries = 1024;
    while (entries * 2 * WORDS * 4 <= bytes) entries *= 2;
    this.data = new Int32Array(entries * WORDS);
    this.mask = entries - 1;
    this.clear();
  }

  clear(): void {
    this.data.fill(0);
  }

  /** The slot index for a hash, or -1 when the slot holds another position. */
  probe(h1: number, h2: number): number {
    const at = (h1 & this.mask) * WORDS;
    const data = this.data;
    return data[at] === h2 && (data[at + 3] & USED) !== 0 ? at : -1;
  }

  move(at: number): number {
    return this.data[at + 1];
  }
  score(at: number): number {
    return this.data[at + 2];
  }
  depth(at: number): number {
    return this.data[at + 3] & 0xff;
  }
  bound(at: number): number {
    return (this.data[at + 3] >> 8) & 3;
  }

  /** Stores a result, keeping a deeper result of the same position unless this one is exact. */
  store(h1: number, h2: number, move: number, score: number, depth: number, bound: number): void {
    const at = (h1 & this.mask) * WORDS;
    const data = this.data;
    if (data[at] === h2 && (data[at + 3] & USED) !== 0) {
      if (bound !== BOUND_EXACT && (data[at + 3] & 0xff) > depth) return;
      if (move === NO_MOVE) move = data[at + 1];
    }
    data[at] = h2;
    data[at + 1] = move;
    data[at + 2] = score;
    data[at + 3] = USED | (bound << 8) | Math.max(0, Math.min(255, depth));
  }
}

/** No best move known (a pass is -1, so this must be something else). */
export const NO_MOVE = -2;
