/**
 * A second, deliberately plain reading of OXONO.md's rules, sharing nothing with core's generator but
 * the position text parser: a board as rows of characters, copied for every move, every rule written
 * the way the rulebook says it. Slow and obvious, so that when it agrees with core's fast board on
 * perft from many positions, both are right (or both wrong the same way, which two readings rarely are).
 */
import type { OxonoPosition } from '../../src/core/oxono';

type Grid = string[][];
export interface Slow {
  readonly grid: Grid;
  readonly pink: boolean;
  readonly held: Record<string, number>;
  readonly over: boolean;
}

export interface SlowMove {
  readonly text: string;
  readonly after: () => Slow;
}

const N = 6;
const DIRECTIONS = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;
const inside = (row: number, file: number): boolean => row >= 0 && row < N && file >= 0 && file < N;
const isPawn = (cell: string): boolean => 'xoXO'.includes(cell);
const isPink = (cell: string): boolean => cell === 'x' || cell === 'o';
const symbolOf = (cell: string): string => cell.toUpperCase();
const name = (row: number, file: number): string => `${'abcdef'[file]}${N - row}`;

/** Whether the pawn at (row, file) is in 4 or more of one colour, or of one symbol, across or up. */
function inLine(grid: Grid, row: number, file: number): boolean {
  const same = [
    (a: string, b: string) => isPawn(a) && isPawn(b) && isPink(a) === isPink(b),
    (a: string, b: string) => isPawn(a) && isPawn(b) && symbolOf(a) === symbolOf(b),
  ];
  for (const alike of same)
    for (const [dr, df] of [
      [0, 1],
      [1, 0],
    ]) {
      let length = 1;
      for (const sign of [1, -1]) {
        let r = row + sign * dr;
        let f = file + sign * df;
        while (inside(r, f) && alike(grid[row][file], grid[r][f])) {
          length++;
          r += sign * dr;
          f += sign * df;
        }
      }
      if (length >= 4) return true;
    }
  return false;
}

export function slowOf(position: OxonoPosition): Slow {
  const grid: Grid = [];
  for (let row = 0; row < N; row++) grid.push([...position.cells.slice(row * N, row * N + N)]);
  let line = false;
  let pawns = 0;
  for (let row = 0; row < N; row++)
    for (let file = 0; file < N; file++) {
      if (isPawn(grid[row][file])) pawns++;
      if (isPawn(grid[row][file]) && inLine(grid, row, file)) line = true;
    }
  const { pink, black } = position.reserves;
  return {
    grid,
    pink: position.turn === 'pink',
    held: { x: pink.X, o: pink.O, X: black.X, O: black.O },
    over: line || pawns === 32,
  };
}

function find(grid: Grid, cell: string): [number, number] {
  for (let row = 0; row < N; row++)
    for (let file = 0; file < N; file++) if (grid[row][file] === cell) return [row, file];
  throw new Error(`no ${cell} on the board`);
}

function empties(grid: Grid): [number, number][] {
  const found: [number, number][] = [];
  for (let row = 0; row < N; row++)
    for (let file = 0; file < N; file++) if (grid[row][file] === '.') found.push([row, file]);
  return found;
}

/** Where a totem standing on (row, file) may go: a slide, or for an enclosed totem a jump or a teleport. */
function totemSquares(grid: Grid, row: number, file: number): [number, number][] {
  const free = (r: number, f: number): boolean => inside(r, f) && grid[r][f] === '.';
  const enclosed = DIRECTIONS.every(([dr, df]) => !free(row + dr, file + df));
  const found: [number, number][] = [];
  for (const [dr, df] of DIRECTIONS) {
    let r = row + dr;
    let f = file + df;
    if (!enclosed) {
      while (free(r, f)) {
        found.push([r, f]);
        r += dr;
        f += df;
      }
      continue;
    }
    if (!inside(r, f)) continue;
    while (inside(r, f) && grid[r][f] !== '.') {
      r += dr;
      f += df;
    }
    if (inside(r, f)) found.push([r, f]);
  }
  return enclosed && found.length === 0 ? empties(grid) : found;
}

/** Each legal move as text (`X c3 b3`), with the position after it (made when asked: perft's last ply never asks). */
export function slowMoves(slow: Slow): SlowMove[] {
  if (slow.over) return [];
  const moves: SlowMove[] = [];
  for (const [symbol, totem] of [
    ['X', '*'],
    ['O', '@'],
  ]) {
    const pawn = slow.pink ? symbol.toLowerCase() : symbol;
    if (slow.held[pawn] === 0) continue;
    const [row, file] = find(slow.grid, totem);
    for (const [tr, tf] of totemSquares(slow.grid, row, file)) {
      const moved = slow.grid.map((cells) => [...cells]);
      moved[row][file] = '.';
      moved[tr][tf] = totem;
      const beside = DIRECTIONS.map(([dr, df]) => [tr + dr, tf + df]).filter(
        ([r, f]) => inside(r, f) && moved[r][f] === '.',
      );
      for (const [pr, pf] of beside.length > 0 ? beside : empties(moved)) {
        const after = (): Slow => {
          const grid = moved.map((cells) => [...cells]);
          grid[pr][pf] = pawn;
          const held = { ...slow.held, [pawn]: slow.held[pawn] - 1 };
          const placed = 32 - Object.values(held).reduce((sum, left) => sum + left, 0);
          return { grid, pink: !slow.pink, held, over: inLine(grid, pr, pf) || placed === 32 };
        };
        moves.push({ text: `${symbol} ${name(tr, tf)} ${name(pr, pf)}`, after });
      }
    }
  }
  return moves;
}

export function slowPerft(slow: Slow, depth: number): number {
  if (depth === 0) return 1;
  const moves = slowMoves(slow);
  if (depth === 1) return moves.length;
  return moves.reduce((nodes, move) => nodes + slowPerft(move.after(), depth - 1), 0);
}
