/**
 * The Oxono search's transposition table: four 32-bit words per entry (the hash's high half as the
 * check, the best move, the score, depth << 2 | bound) in one Int32Array of a power-of-two number of
 * entries, always replaced (the newest search knows best): no garbage, and cleared between questions so
 * a seed replays a game exactly.
 */
export const BOUND_UPPER = 1;
export const BOUND_LOWER = 2;
export const BOUND_EXACT = 3;

export class OxonoTable {
  readonly data: Int32Array;
  readonly mask: number;

  /** A table of 2^bits entries. */
  constructor(bits: number) {
    this.data = new Int32Array((1 << bits) * 4);
    this.mask = (1 << bits) - 1;
  }

  clear(): void {
    this.data.fill(0);
  }

  /** The entry's first word's index when it holds this position, else -1. */
  probe(low: number, high: number): number {
    const at = (low & this.mask) * 4;
    return this.data[at] === high && this.data[at + 3] !== 0 ? at : -1;
  }

  store(low: number, high: number, move: number, score: number, depth: number, bound: number): void {
    const at = (low & this.mask) * 4;
    this.data[at] = high;
    this.data[at + 1] = move;
    this.data[at + 2] = score;
    this.data[at + 3] = (depth << 2) | bound;
  }
}
