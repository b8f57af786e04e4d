import { Random, type Board } from '../core';

/**
 * Zobrist keys for the search, indexed by padded board row * 16 + padded column (the Board's bit
 * layout), so a flipped row mask maps straight to keys. Two independent 32-bit halves: `1` picks the
 * table slot, `2` checks it. Made from a fixed seed, so hashes (and searches) repeat across runs.
 */
export const KEY_STRIDE = 16;
const SLOTS = 16 * KEY_STRIDE;

function keys(random: Random): Int32Array {
  const table = new Int32Array(SLOTS);
  for (let i = 0; i < SLOTS; i++) table[i] = (random.next() * 4294967296) | 0;
  return table;
}

const random = new Random(0x5eed_a7a5);
/** Keys of an x piece and of an o piece on each square, per half. */
export const PIECE1 = [keys(random), keys(random)] as const;
export const PIECE2 = [keys(random), keys(random)] as const;
/** A flip turns one side's piece into the other's: both keys at once. */
export const FLIP1 = PIECE1[0].map((key, i) => key ^ PIECE1[1][i]);
export const FLIP2 = PIECE2[0].map((key, i) => key ^ PIECE2[1][i]);
export const TURN1 = (random.next() * 4294967296) | 0;
export const TURN2 = (random.next() * 4294967296) | 0;

/**
 * Both hash halves of a core Board from scratch. The search's BitBoard keys its squares with these same
 * values (bits/bit-board.ts), so its hashes equal these (tests/ai/bit-board.test.ts checks).
 */
export function hashBoard(board: Board): [number, number] {
  let h1 = board.turn === 1 ? TURN1 : 0;
  let h2 = board.turn === 1 ? TURN2 : 0;
  for (let side = 0; side < 2; side++) {
    for (let r = 0; r < board.stride; r++) {
      let bits = board.pieces[side * board.stride + r];
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const slot = r * KEY_STRIDE + 31 - Math.clz32(low);
        h1 ^= PIECE1[side][slot];
        h2 ^= PIECE2[side][slot];
      }
    }
  }
  return [h1, h2];
}
