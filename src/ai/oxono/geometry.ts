/**
 * The engine's fixed tables for Oxono's 6×6 board, computed once: squares numbered as core numbers them
 * (text order, row * 6 + file: a6 = 0, f6 = 5, a5 = 6 … f1 = 35, core's squares.ts), each square's orthogonal neighbours, the four rays out of it, and the line tables
 * that answer "does this 6-square row or column hold a line of 4?" by one lookup on a 6-bit mask.
 * Everything hot in the search is a typed-array read, never a computation or an allocation.
 */

export const SIZE = 6;
export const SQUARES = SIZE * SIZE;

/** Cell contents. A pawn is 1 + colour * 2 + symbol (colour 0 pink, 1 black; symbol 0 X, 1 O). */
export const EMPTY = 0;
/** The X totem is TOTEM + 0, the O totem TOTEM + 1. */
export const TOTEM = 5;
export const pawnOf = (colour: number, symbol: number): number => 1 + colour * 2 + symbol;

/** The text row (0 is rank 6, at the top) and the file (0 is a). */
export const rowOf = (square: number): number => (square / SIZE) | 0;
export const fileOf = (square: number): number => square % SIZE;

/** Up to four neighbours per square, in NEIGHBOURS[square * 4 + k] for k < NEIGHBOUR_COUNT[square]. */
export const NEIGHBOURS = new Int8Array(SQUARES * 4);
export const NEIGHBOUR_COUNT = new Int8Array(SQUARES);
/**
 * The four rays (down, up, right, left, in text rows) out of each square, nearest first: RAYS[(square * 4 + direction)
 * * 5 + step] for step < RAY_LENGTH[square * 4 + direction].
 */
export const RAYS = new Int8Array(SQUARES * 4 * 5);
export const RAY_LENGTH = new Int8Array(SQUARES * 4);

const STEPS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

for (let square = 0; square < SQUARES; square++) {
  const row = rowOf(square);
  const file = fileOf(square);
  STEPS.forEach(([dr, df], direction) => {
    let r = row + dr;
    let f = file + df;
    if (r >= 0 && r < SIZE && f >= 0 && f < SIZE) {
      NEIGHBOURS[square * 4 + NEIGHBOUR_COUNT[square]++] = r * SIZE + f;
    }
    let length = 0;
    while (r >= 0 && r < SIZE && f >= 0 && f < SIZE) {
      RAYS[(square * 4 + direction) * 5 + length++] = r * SIZE + f;
      r += dr;
      f += df;
    }
    RAY_LENGTH[square * 4 + direction] = length;
  });
}

/** 1 when a 6-bit row or column mask holds 4 or more consecutive set bits (a line). */
export const HAS_LINE = new Uint8Array(64);
/** The bits that are clear in a mask and complete a line when set (where a pawn would win). */
export const COMPLETES = new Uint8Array(64);
for (let mask = 0; mask < 64; mask++) {
  for (let start = 0; start + 4 <= SIZE; start++) {
    if (((mask >> start) & 15) === 15) HAS_LINE[mask] = 1;
  }
}
for (let mask = 0; mask < 64; mask++) {
  for (let bit = 0; bit < SIZE; bit++) {
    if (!(mask & (1 << bit)) && HAS_LINE[mask | (1 << bit)]) COMPLETES[mask] |= 1 << bit;
  }
}

/** Set bits of a 6-bit mask (0..6). */
export const BIT_COUNT = new Uint8Array(64);
for (let mask = 1; mask < 64; mask++) BIT_COUNT[mask] = BIT_COUNT[mask >> 1] + (mask & 1);
