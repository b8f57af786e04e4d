/**
 * The shape of a board: its width and height and, per square, the squares one step away (clone ring,
 * up to 8) and exactly two steps away (jump ring, up to 16). Squares are numbered row by row from the top
 * rank: `square = row * width + column`. Rank 1 is the bottom row, file `a` the left column.
 */
export const MIN_SIZE = 4;
export const MAX_SIZE = 9;

export type Square = number;

export interface Geometry {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  /** Squares one step away from each square (8 directions). */
  readonly cloneRing: readonly (readonly Square[])[];
  /** Squares exactly two steps away from each square (the 16-square outer ring). */
  readonly jumpRing: readonly (readonly Square[])[];
}

const cache = new Map<number, Geometry>();

/** The geometry of a width × height board, built once and shared. */
export function geometry(width: number, height: number): Geometry {
  const key = width * 100 + height;
  const cached = cache.get(key);
  if (cached) return cached;
  const size = width * height;
  const cloneRing: Square[][] = [];
  const jumpRing: Square[][] = [];
  for (let square = 0; square < size; square++) {
    const row = Math.floor(square / width);
    const col = square % width;
    const clones: Square[] = [];
    const jumps: Square[] = [];
    for (let dr = -2; dr <= 2; dr++) {
      for (let dc = -2; dc <= 2; dc++) {
        const r = row + dr;
        const c = col + dc;
        if (r < 0 || r >= height || c < 0 || c >= width) continue;
        const distance = Math.max(Math.abs(dr), Math.abs(dc));
        if (distance === 1) clones.push(r * width + c);
        else if (distance === 2) jumps.push(r * width + c);
      }
    }
    cloneRing.push(clones);
    jumpRing.push(jumps);
  }
  const built: Geometry = { width, height, size, cloneRing, jumpRing };
  cache.set(key, built);
  return built;
}

export const isSupportedSize = (width: number, height: number): boolean =>
  Number.isInteger(width) &&
  Number.isInteger(height) &&
  width >= MIN_SIZE &&
  width <= MAX_SIZE &&
  height >= MIN_SIZE &&
  height <= MAX_SIZE;

/** The name of a square, e.g. `a1` for the bottom-left corner. */
export function squareName(square: Square, width: number, height: number): string {
  const row = Math.floor(square / width);
  const col = square % width;
  return String.fromCharCode(97 + col) + String(height - row);
}

/** The square a name like `c5` points at, or null when it is not on the board. */
export function parseSquare(name: string, width: number, height: number): Square | null {
  const match = /^([a-z])([1-9])$/.exec(name);
  if (!match) return null;
  const col = match[1].charCodeAt(0) - 97;
  const rank = Number(match[2]);
  if (col >= width || rank < 1 || rank > height) return null;
  return (height - rank) * width + col;
}

/** Chebyshev distance between two squares: 1 for a clone, 2 for a jump. */
export function distance(a: Square, b: Square, width: number): number {
  const dr = Math.abs(Math.floor(a / width) - Math.floor(b / width));
  const dc = Math.abs((a % width) - (b % width));
  return Math.max(dr, dc);
}
