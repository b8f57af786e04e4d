/**
 * Seeded random positions of any size, as FEN text, for comparing the fast core with the reference.
 * Own generator (xorshift32*), no core code, so a failure names a seed that reproduces it anywhere.
 */
import {
  other,
  refFen,
  refWriteFen,
  type RefCell,
  type RefPosition,
  type RefSide,
} from './reference-position';
import { refLegalMoves, refPlay, type RefRules } from './reference-rules';

export class RefRandom {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  /** A whole number in [0, n). */
  int(n: number): number {
    let s = this.state;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.state = s >>> 0;
    // Scrambled and scaled by the high bits: plain xorshift's low bits are too regular for `% n`.
    return Math.floor(((Math.imul(this.state, 0x9e3779bb) >>> 0) / 4294967296) * n);
  }
  chance(p: number): boolean {
    return this.int(1_000_000) < p * 1_000_000;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
}

/** A half-move clock near the limit now and then, so both sides of the 100-ply boundary get tested. */
function randomClock(random: RefRandom): number {
  return random.chance(0.15) ? 96 + random.int(6) : random.int(30);
}

/**
 * Pieces scattered over a board with random blocked squares. The empty share ranges from none (a full
 * board) to nearly all, and a side may get no piece at all, so every ending turns up.
 */
export function scatteredFen(random: RefRandom, width: number, height: number): string {
  const blocked = random.pick([0, 0, 0.1, 0.25, 0.4]);
  const empty = random.pick([0, 0.05, 0.3, 0.6, 0.85, 0.97]);
  const xShare = random.pick([0, 0.3, 0.5, 0.7, 1]);
  const grid: RefCell[][] = [];
  for (let r = 0; r < height; r++) {
    const row: RefCell[] = [];
    for (let c = 0; c < width; c++) {
      if (random.chance(blocked)) row.push('-');
      else if (random.chance(empty)) row.push('.');
      else row.push(random.chance(xShare) ? 'x' : 'o');
    }
    grid.push(row);
  }
  if (random.chance(0.2)) sealPocket(random, grid);
  const turn = random.chance(0.5) ? 'x' : 'o';
  if (random.chance(0.15)) trapMover(random, grid, turn);
  const position: RefPosition = {
    width,
    height,
    grid,
    turn,
    halfmoves: randomClock(random),
    fullmoves: 1 + random.int(80),
  };
  return refWriteFen(position);
}

/**
 * Fills or blocks every empty square within two steps of the mover's pieces, so the mover has no move
 * while the other side usually still has one: the classic forced pass and the arcade stuck fill.
 */
function trapMover(random: RefRandom, grid: RefCell[][], mover: RefSide): void {
  const near = (row: number, col: number): boolean =>
    grid.some((cells, r) =>
      cells.some((cell, c) => cell === mover && Math.max(Math.abs(r - row), Math.abs(c - col)) <= 2),
    );
  grid.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (cell === '.' && near(r, c)) cells[c] = random.chance(0.7) ? other(mover) : '-';
    }),
  );
}

/**
 * An empty square no piece can reach: everything within two steps of it blocked, every other square
 * filled. This is the classic ending with empty squares left ('no-moves'), rare by chance alone.
 */
function sealPocket(random: RefRandom, grid: RefCell[][]): void {
  const row = random.int(grid.length);
  const col = random.int(grid[0].length);
  grid.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      const steps = Math.max(Math.abs(r - row), Math.abs(c - col));
      if (steps === 0) cells[c] = '.';
      else if (steps <= 2) cells[c] = '-';
      else if (cell === '.') cells[c] = random.chance(0.5) ? 'x' : 'o';
    }),
  );
}

/** A start with pieces in the corners and blocked squares mirrored about the centre. */
export function randomStartFen(random: RefRandom, width: number, height: number): string {
  const grid: RefCell[][] = Array.from({ length: height }, () => Array<RefCell>(width).fill('.'));
  const share = random.pick([0, 0.1, 0.2, 0.35]);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      if (random.chance(share)) {
        grid[r][c] = '-';
        grid[height - 1 - r][width - 1 - c] = '-';
      }
  grid[0][0] = 'x';
  grid[height - 1][width - 1] = 'x';
  grid[0][width - 1] = 'o';
  grid[height - 1][0] = 'o';
  return refWriteFen({ width, height, grid, turn: 'x', halfmoves: 0, fullmoves: 1 });
}

/**
 * The positions of one random game from a random start, played with the reference rules. Some games
 * jump whenever they can, so the anti-stall clock reaches its limit.
 */
export function playoutFens(random: RefRandom, width: number, height: number, rules: RefRules): string[] {
  let position = refFen(randomStartFen(random, width, height));
  const fens = [refWriteFen(position)];
  const jumpy = random.chance(0.3);
  for (let ply = 0; ply < 400; ply++) {
    const moves = refLegalMoves(position, rules);
    if (moves.length === 0) break;
    const jumps = moves.filter((move) => move.from !== null);
    const move = jumpy && jumps.length > 0 ? random.pick(jumps) : random.pick(moves);
    position = refPlay(position, move).position;
    fens.push(refWriteFen(position));
  }
  return fens;
}
