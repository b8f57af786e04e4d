/**
 * What a move to each square would flip, for the small bit-layout kind (layout.ts: rows of 8 bits,
 * four to a word, two words), counted for the whole board at once: every square's count of enemy
 * neighbours is summed by full adders on whole words into four bit planes (the 1s, 2s, 4s and 8s of
 * the count). About a hundred word operations for the board, where a popcount of three masked words
 * for each square cost more at every node that lists its moves (MoveOrder). Call `countFlips` first;
 * the others read what it counted.
 */

/** The bit planes of the counts: word 0's 1s, 2s, 4s, 8s, then word 1's. */
const PLANES = new Int32Array(8);

/** Every square's count of neighbours among x0/x1 (the enemy's words), into the planes. */
export function countFlips(x0: number, x1: number): void {
  // Each word's squares see the row before (in index order) and the row after, the first or last of
  // them in the other word, and each of those rows and their own a column either way. A shift into or
  // out of the spare eighth column moves only empty bits.
  addNeighbours(0, x0 << 8, (x0 >>> 8) | (x1 << 24), x0);
  addNeighbours(4, (x1 << 8) | (x0 >>> 24), x1 >>> 8, x1);
}

/** The count at a square's index. */
export function flipsAt(index: number): number {
  const at = (index >> 5) << 2;
  const bit = index & 31;
  return (
    ((PLANES[at] >>> bit) & 1) |
    (((PLANES[at + 1] >>> bit) & 1) << 1) |
    (((PLANES[at + 2] >>> bit) & 1) << 2) |
    (((PLANES[at + 3] >>> bit) & 1) << 3)
  );
}

/** Where `flippingTwo` and `mostFlipped` leave the squares they found: words 0 and 1. */
export const FOUND = new Int32Array(2);

/** Every square whose count is two or more, into FOUND. */
export function flippingTwo(): void {
  FOUND[0] = PLANES[1] | PLANES[2] | PLANES[3];
  FOUND[1] = PLANES[5] | PLANES[6] | PLANES[7];
}

/**
 * Of the squares t0/t1, those with the highest count, into FOUND, narrowed plane by plane from the 8s
 * down; returns that count (0, with all of t0/t1, when none has any).
 */
export function mostFlipped(t0: number, t1: number): number {
  let m0 = t0;
  let m1 = t1;
  let most = 0;
  for (let plane = 3; plane >= 0; plane--) {
    const q0 = m0 & PLANES[plane];
    const q1 = m1 & PLANES[4 + plane];
    if ((q0 | q1) !== 0) {
      m0 = q0;
      m1 = q1;
      most += 1 << plane;
    }
  }
  FOUND[0] = m0;
  FOUND[1] = m1;
  return most;
}

/**
 * Into the planes from `at`: for every square of a word, how many of its eight neighbours are set, the
 * rows before and after it being `before` and `after`, and its own row `row`.
 */
function addNeighbours(at: number, before: number, after: number, row: number): void {
  // Three full adders and a half adder take the eight one-bit inputs to a 1s bit and four 2s bits ...
  const s1 = before ^ (before << 1) ^ (before >>> 1);
  const c1 = majority(before, before << 1, before >>> 1);
  const s2 = after ^ (after << 1) ^ (after >>> 1);
  const c2 = majority(after, after << 1, after >>> 1);
  const left = row << 1;
  const right = row >>> 1;
  const s3 = left ^ right;
  const c3 = left & right;
  PLANES[at] = s1 ^ s2 ^ s3;
  const c4 = majority(s1, s2, s3);
  // ... and the four 2s bits to a 2s bit and two 4s bits, which make the 4s and the 8s.
  const t = c1 ^ c2 ^ c3;
  const k1 = majority(c1, c2, c3);
  PLANES[at + 1] = t ^ c4;
  const k2 = t & c4;
  PLANES[at + 2] = k1 ^ k2;
  PLANES[at + 3] = k1 & k2;
}

/** Bit by bit, whether at least two of the three are set: a full adder's carry. */
const majority = (a: number, b: number, c: number): number => (a & b) | (c & (a ^ b));
