/**
 * The bit arithmetic the fast engine runs on: popcounts without BigInt and the clone-ring spread of a
 * whole three-word board (see layout.ts). Small pure functions, so V8 inlines them into the hot loops.
 */

/** Bits set in every 16-bit number: two look-ups count a word (faster here than shifts and masks). */
const POP16 = new Uint8Array(1 << 16);
for (let i = 1; i < POP16.length; i++) POP16[i] = (i & 1) + POP16[i >> 1];

/** Bits set in a 32-bit word. */
export const popcount = (x: number): number => POP16[x & 0xffff] + POP16[x >>> 16];

/** Bits set in three words. */
export const popcount3 = (a: number, b: number, c: number): number =>
  POP16[a & 0xffff] +
  POP16[a >>> 16] +
  POP16[b & 0xffff] +
  POP16[b >>> 16] +
  POP16[c & 0xffff] +
  POP16[c >>> 16];

/** A word's pieces spread one column both ways (the spare column catches what crosses an edge). */
export const sideways = (w: number): number => w | (w << 1) | (w >>> 1);

/**
 * Bits per board row in every layout: the widest board (9) and at least one spare column. One stride
 * for every size makes every shift below a constant, which the JIT folds into the instruction; a
 * stride read from the layout costs a variable shift each time (a third of the evaluation's time).
 */
export const STRIDE = 10;

/**
 * Word 0, 1 or 2 of the squares one step from a board whose words were spread `sideways` into
 * `above` (the word before), `here` and `below` (the word after). The result still holds
 * spare-column and out-of-board bits: mask it with empty, open or board squares.
 */
export const spread = (above: number, here: number, below: number): number =>
  here | (here << STRIDE) | (here >>> STRIDE) | (above >>> (2 * STRIDE)) | (below << (2 * STRIDE));

/** Bits per board row in the small layout kind (boards at most 7 wide): four rows fill a word. */
export const SMALL_STRIDE = 8;

/** `spread` for the small layout kind: word 0 or 1 (no row spills past a word's 32 bits). */
export const spreadSmall = (above: number, here: number, below: number): number =>
  here |
  (here << SMALL_STRIDE) |
  (here >>> SMALL_STRIDE) |
  (above >>> (3 * SMALL_STRIDE)) |
  (below << (3 * SMALL_STRIDE));

/**
 * Words 0, 1 and 2 of the squares one step from words spread `sideways` (h0–h2), in either layout kind:
 * the kind is a perfectly predicted branch, and the small kind's third word is empty, so its work is
 * skipped. Mask the result as `spread`'s.
 */
export const near0 = (small: boolean, h0: number, h1: number): number =>
  small ? spreadSmall(0, h0, h1) : spread(0, h0, h1);
export const near1 = (small: boolean, h0: number, h1: number, h2: number): number =>
  small ? spreadSmall(h0, h1, 0) : spread(h0, h1, h2);
export const near2 = (small: boolean, h1: number, h2: number): number => (small ? 0 : spread(h1, h2, 0));
