/**
 * The rules of Infection, slowly and literally, from issue 2: piece by piece, direction by direction.
 * Moves are their text (`g2`, `a7c5`, `0000`), so comparing with the fast core also checks its notation.
 */
import {
  other,
  refCount,
  refSquareName,
  type RefCell,
  type RefPosition,
  type RefSide,
} from './reference-position';

export type RefRules = 'arcade' | 'classic';
export type RefReason = 'board-full' | 'wiped-out' | 'stuck' | 'no-moves' | 'anti-stall';

export interface RefMove {
  readonly text: string;
  /** Origin of a jump; null for a clone or a pass. */
  readonly from: readonly [number, number] | null;
  /** Landing square; null for a pass. */
  readonly to: readonly [number, number] | null;
}

export interface RefEnding {
  readonly reason: RefReason;
  readonly winner: RefSide | null;
  readonly counts: { x: number; o: number };
  /** Who takes the empty squares at an arcade ending, and which (as names, top rank first). */
  readonly fill: { side: RefSide; squares: string[] } | null;
}

export const REF_PASS: RefMove = { text: '0000', from: null, to: null };

const onBoard = (position: RefPosition, row: number, col: number): boolean =>
  row >= 0 && row < position.height && col >= 0 && col < position.width;

/** Every move of `side`: from each of its pieces, each square one step away (clone) or exactly two (jump). */
export function refMovesOf(position: RefPosition, side: RefSide): RefMove[] {
  const clones = new Map<string, RefMove>();
  const jumps: RefMove[] = [];
  for (let row = 0; row < position.height; row++) {
    for (let col = 0; col < position.width; col++) {
      if (position.grid[row][col] !== side) continue;
      for (let dr = -2; dr <= 2; dr++) {
        for (let dc = -2; dc <= 2; dc++) {
          const r = row + dr;
          const c = col + dc;
          if (!onBoard(position, r, c) || position.grid[r][c] !== '.') continue;
          const steps = Math.max(Math.abs(dr), Math.abs(dc));
          const to = refSquareName(r, c, position.height);
          if (steps === 1) clones.set(to, { text: to, from: null, to: [r, c] });
          if (steps === 2) {
            const text = refSquareName(row, col, position.height) + to;
            jumps.push({ text, from: [row, col], to: [r, c] });
          }
        }
      }
    }
  }
  return [...clones.values(), ...jumps];
}

function emptySquareNames(position: RefPosition): string[] {
  const names: string[] = [];
  position.grid.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell === '.') names.push(refSquareName(r, c, position.height));
    }),
  );
  return names;
}

/** Classic end test, as the rules word it: no empty square lies within two steps of any piece. */
function emptyWithinTwoOfAPiece(position: RefPosition): boolean {
  for (let row = 0; row < position.height; row++) {
    for (let col = 0; col < position.width; col++) {
      const cell = position.grid[row][col];
      if (cell !== 'x' && cell !== 'o') continue;
      for (let r = row - 2; r <= row + 2; r++)
        for (let c = col - 2; c <= col + 2; c++)
          if (onBoard(position, r, c) && position.grid[r][c] === '.') return true;
    }
  }
  return false;
}

const judge = (
  reason: RefReason,
  counts: { x: number; o: number },
  fill: RefEnding['fill'] = null,
): RefEnding => ({
  reason,
  winner: counts.x > counts.o ? 'x' : counts.o > counts.x ? 'o' : null,
  counts,
  fill,
});

function fillFor(position: RefPosition, reason: RefReason, taker: RefSide): RefEnding {
  const squares = emptySquareNames(position);
  const counts = refCount(position);
  counts[taker] += squares.length;
  return judge(reason, counts, squares.length > 0 ? { side: taker, squares } : null);
}

/** How the game has ended, or null while it goes on. */
export function refEnding(position: RefPosition, rules: RefRules): RefEnding | null {
  const counts = refCount(position);
  if (rules === 'arcade') {
    if (emptySquareNames(position).length === 0) return judge('board-full', counts);
    if (counts.x === 0) return fillFor(position, 'wiped-out', 'o');
    if (counts.o === 0) return fillFor(position, 'wiped-out', 'x');
    if (refMovesOf(position, position.turn).length === 0)
      return fillFor(position, 'stuck', other(position.turn));
    if (position.halfmoves >= 100) return judge('anti-stall', counts);
    return null;
  }
  if (counts.x === 0 || counts.o === 0) return judge('wiped-out', counts);
  if (position.halfmoves >= 100) return { ...judge('anti-stall', counts), winner: null };
  if (!emptyWithinTwoOfAPiece(position)) {
    return judge(emptySquareNames(position).length === 0 ? 'board-full' : 'no-moves', counts);
  }
  return null;
}

/** The moves allowed now: none once the game is over; a lone pass when a classic side is stuck. */
export function refLegalMoves(position: RefPosition, rules: RefRules): RefMove[] {
  if (refEnding(position, rules)) return [];
  const moves = refMovesOf(position, position.turn);
  if (moves.length === 0 && rules === 'classic') return [REF_PASS];
  return moves;
}

/** Plays a move and names the squares that flipped. */
export function refPlay(position: RefPosition, move: RefMove): { position: RefPosition; flipped: string[] } {
  const side = position.turn;
  const grid: RefCell[][] = position.grid.map((row) => [...row]);
  const flipped: string[] = [];
  if (move.from) grid[move.from[0]][move.from[1]] = '.';
  if (move.to) {
    const [row, col] = move.to;
    grid[row][col] = side;
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - 1; c <= col + 1; c++) {
        if (onBoard(position, r, c) && grid[r][c] === other(side)) {
          grid[r][c] = side;
          flipped.push(refSquareName(r, c, position.height));
        }
      }
    }
  }
  const isClone = move.to !== null && move.from === null;
  return {
    position: {
      ...position,
      grid,
      turn: other(side),
      halfmoves: isClone ? 0 : position.halfmoves + 1,
      fullmoves: side === 'o' ? position.fullmoves + 1 : position.fullmoves,
    },
    flipped,
  };
}

/** Leaf count of the move tree, playing every move down to the last ply. */
export function refPerft(position: RefPosition, depth: number, rules: RefRules): number {
  if (depth === 0) return 1;
  let nodes = 0;
  for (const move of refLegalMoves(position, rules))
    nodes += refPerft(refPlay(position, move).position, depth - 1, rules);
  return nodes;
}
