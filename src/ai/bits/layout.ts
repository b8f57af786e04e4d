/**
 * The whole-board bit layout of the fast engine, in one of two kinds. Each keeps at least one spare
 * column (a one-step sideways shift of the whole board never carries a piece into the next row's real
 * squares) and a constant row stride, so every shift is a constant:
 * - wide: three 32-bit words per side, three board rows to a word, each row STRIDE (10) bits: any
 *   board up to 9×9 fits (three rows of ten bits is 30 bits);
 * - small: boards at most 7 wide and 8 tall (the 7×7 of most games), four rows of SMALL_STRIDE (8)
 *   bits to a word, so the whole board is two words and the third stays empty: the evaluation and the
 *   move generation skip it (see `near0`–`near2` in bit-ops.ts).
 * A square's index is `word * 32 + bit`, so a bit scan gives it at once; either kind numbers the
 * squares in board order, so moves sort and tie-break the same and a search visits the same tree.
 *
 * Per square, precomputed three-word masks: its clone ring (the neighbours a piece landing there
 * flips), its jump ring (the squares two steps away), and the square itself. Blocked squares are no part
 * of the layout: a position's open squares are a mask of their own (see `BitPosition`).
 */
import { MAX_SIZE, type Square } from '../../core';
import { SMALL_STRIDE, STRIDE } from './bit-ops';

/** Square indices run to 96 (three words); index 95 is never on a board and has empty masks. */
export const INDICES = 96;
/** An index whose masks are all zero: the "from" of a clone, so make needs no branch. */
export const NO_SQUARE = 95;
export const ROWS_PER_WORD = 3;
export const SMALL_ROWS_PER_WORD = 4;
/** The largest board the small kind holds. */
export const SMALL_WIDTH = 7;
export const SMALL_HEIGHT = 8;

export interface BitLayout {
  readonly width: number;
  readonly height: number;
  /** The small kind: two words, rows of SMALL_STRIDE bits, word 2 always empty. */
  readonly small: boolean;
  /** Clone ring of each index, three words apiece (`CLONE[index * 3 + word]`). */
  readonly clone: Int32Array;
  /** Jump ring (exactly two steps away) of each index, three words apiece. */
  readonly ring: Int32Array;
  /** The index's own bit, three words apiece (all zero for NO_SQUARE). */
  readonly bit: Int32Array;
  /** Every square of the board, blocked or not, three words: the spare columns are not in it. */
  readonly board: Int32Array;
  /** The board's outer rows and columns, three words (for the evaluation's edge term). */
  readonly edge: Int32Array;
  /** The board's four corners, three words. */
  readonly corner: Int32Array;
  /** The core square of each index (-1 off the board). */
  readonly squareOf: Int32Array;
  /** The index of each core square. */
  readonly indexOf: Int32Array;
}

const cache = new Map<number, BitLayout>();

/** The index of a board row and column in the wide kind. */
const wideIndex = (row: number, col: number): number =>
  Math.floor(row / ROWS_PER_WORD) * 32 + (row % ROWS_PER_WORD) * STRIDE + col;

/** The index of a board row and column in the small kind. */
const smallIndex = (row: number, col: number): number =>
  Math.floor(row / SMALL_ROWS_PER_WORD) * 32 + (row % SMALL_ROWS_PER_WORD) * SMALL_STRIDE + col;

/** Whether a board fits the small kind. */
export const fitsSmall = (width: number, height: number): boolean =>
  width <= SMALL_WIDTH && height <= SMALL_HEIGHT;

/**
 * The bit layout of a width × height board (at most 9×9), built once and shared: the small kind where
 * the board fits it, unless `wide` asks for the wide kind (perft's walk is written for that one).
 */
export function bitLayout(width: number, height: number, wide = false): BitLayout {
  if (width > MAX_SIZE || height > MAX_SIZE || width < 1 || height < 1)
    throw new Error(`bit layout: ${width}×${height} is not a supported board`);
  const small = !wide && fitsSmall(width, height);
  const indexAt = small ? smallIndex : wideIndex;
  const key = width * 100 + height + (small ? 10000 : 0);
  const cached = cache.get(key);
  if (cached) return cached;
  const clone = new Int32Array(INDICES * 3);
  const ring = new Int32Array(INDICES * 3);
  const bit = new Int32Array(INDICES * 3);
  const board = new Int32Array(3);
  const edge = new Int32Array(3);
  const corner = new Int32Array(3);
  const squareOf = new Int32Array(INDICES).fill(-1);
  const indexOf = new Int32Array(width * height);
  const set = (masks: Int32Array, at: number, index: number): void => {
    masks[at * 3 + (index >> 5)] |= 1 << (index & 31);
  };
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      const index = indexAt(row, col);
      const square: Square = row * width + col;
      squareOf[index] = square;
      indexOf[square] = index;
      set(bit, index, index);
      board[index >> 5] |= 1 << (index & 31);
      const edgeRow = row === 0 || row === height - 1;
      const edgeColumn = col === 0 || col === width - 1;
      if (edgeRow || edgeColumn) edge[index >> 5] |= 1 << (index & 31);
      if (edgeRow && edgeColumn) corner[index >> 5] |= 1 << (index & 31);
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          const r = row + dr;
          const c = col + dc;
          if (r < 0 || r >= height || c < 0 || c >= width) continue;
          const steps = Math.max(Math.abs(dr), Math.abs(dc));
          if (steps === 1) set(clone, index, indexAt(r, c));
          else if (steps === 2) set(ring, index, indexAt(r, c));
        }
      }
    }
  }
  const built: BitLayout = { width, height, small, clone, ring, bit, board, edge, corner, squareOf, indexOf };
  cache.set(key, built);
  return built;
}
