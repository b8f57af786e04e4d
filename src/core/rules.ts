import { geometry, type Square } from './geometry';
import { cloneMove, isJump, jumpMove, moveFrom, moveTo, PASS, type Move } from './move';
import { countPieces, type Cell, type Position } from './position';
import { err, ok, type Result } from './result';
import { opponentOf, type Counts, type Side } from './side';

/**
 * The two endings, chosen per game. `arcade` (the game's default): a stuck side loses every empty square
 * to the other side. `classic` (standard engine Ataxx): a stuck side passes.
 */
export const RULESETS = ['arcade', 'classic'] as const;
export type Ruleset = (typeof RULESETS)[number];
export const isRuleset = (value: unknown): value is Ruleset => value === 'arcade' || value === 'classic';

/** Plies without a clone after which the game ends (arcade anti-stall; classic draw). */
export const HALFMOVE_LIMIT = 100;

/** Every distinct move `side` could make, ignoring whether the game is over; never a pass. */
export function movesOf(position: Position, side: Side): Move[] {
  const { cloneRing, jumpRing, size } = geometry(position.width, position.height);
  const { cells } = position;
  const moves: Move[] = [];
  for (let to = 0; to < size; to++) {
    if (cells[to] !== '.') continue;
    if (cloneRing[to].some((from) => cells[from] === side)) moves.push(cloneMove(to));
    for (const from of jumpRing[to]) if (cells[from] === side) moves.push(jumpMove(from, to));
  }
  return moves;
}

/** Whether `side` has any move at all. */
export function canMove(position: Position, side: Side): boolean {
  const { cloneRing, jumpRing, size } = geometry(position.width, position.height);
  const { cells } = position;
  for (let to = 0; to < size; to++) {
    if (cells[to] !== '.') continue;
    if (cloneRing[to].some((from) => cells[from] === side)) return true;
    if (jumpRing[to].some((from) => cells[from] === side)) return true;
  }
  return false;
}

export type EndReason =
  /** No empty square is left. */
  | 'board-full'
  /** A side has no pieces left. */
  | 'wiped-out'
  /** Arcade: the side to move cannot move, so the other side takes every empty square. */
  | 'stuck'
  /** Classic: neither side can move although empty squares remain. */
  | 'no-moves'
  /** 100 plies without a clone: arcade anti-stall (counted as they stand), classic draw. */
  | 'anti-stall';

export interface Outcome {
  readonly reason: EndReason;
  /** The side with more pieces after any fill; null for a draw. */
  readonly winner: Side | null;
  /** Final piece counts, after any fill. */
  readonly counts: Counts;
  /** The side that takes the empty squares at the arcade ending, and which squares (in board order). */
  readonly fill: { readonly side: Side; readonly squares: readonly Square[] } | null;
}

function emptySquares(position: Position): Square[] {
  const squares: Square[] = [];
  for (let i = 0; i < position.cells.length; i++) if (position.cells[i] === '.') squares.push(i);
  return squares;
}

function decide(reason: EndReason, counts: Counts, fill: Outcome['fill'], draw = false): Outcome {
  const winner = draw || counts.x === counts.o ? null : counts.x > counts.o ? 'x' : 'o';
  return { reason, winner, counts, fill };
}

function filled(position: Position, reason: EndReason, side: Side): Outcome {
  const squares = emptySquares(position);
  const counts = countPieces(position);
  const final =
    side === 'x'
      ? { x: counts.x + squares.length, o: counts.o }
      : { x: counts.x, o: counts.o + squares.length };
  return decide(reason, final, squares.length > 0 ? { side, squares } : null);
}

/** How the game ended, or null while it goes on. */
export function outcome(position: Position, rules: Ruleset): Outcome | null {
  const counts = countPieces(position);
  const empty = position.cells.length - counts.x - counts.o - blockedCount(position);
  if (rules === 'arcade') {
    if (empty === 0) return decide('board-full', counts, null);
    if (counts.x === 0) return filled(position, 'wiped-out', 'o');
    if (counts.o === 0) return filled(position, 'wiped-out', 'x');
    if (!canMove(position, position.turn)) return filled(position, 'stuck', opponentOf(position.turn));
    if (position.halfmoves >= HALFMOVE_LIMIT) return decide('anti-stall', counts, null);
    return null;
  }
  if (counts.x === 0 || counts.o === 0) return decide('wiped-out', counts, null);
  if (position.halfmoves >= HALFMOVE_LIMIT) return decide('anti-stall', counts, null, true);
  if (!canMove(position, 'x') && !canMove(position, 'o')) {
    return decide(empty === 0 ? 'board-full' : 'no-moves', counts, null);
  }
  return null;
}

function blockedCount(position: Position): number {
  let blocked = 0;
  for (const cell of position.cells) if (cell === '-') blocked++;
  return blocked;
}

/** The moves the side to move may make: none when the game is over, `[PASS]` when classic rules force a pass. */
export function legalMoves(position: Position, rules: Ruleset): Move[] {
  if (outcome(position, rules)) return [];
  const moves = movesOf(position, position.turn);
  return moves.length === 0 && rules === 'classic' ? [PASS] : moves;
}

/** What a move changed, so a view can animate it without knowing the rules. */
export interface MoveChange {
  readonly move: Move;
  readonly side: Side;
  /** The square the piece landed on; -1 for a pass. */
  readonly placed: Square;
  /** The origin a jump left empty; -1 for a clone or a pass. */
  readonly vacated: Square;
  /** Enemy pieces that turned, nearest first in board order. */
  readonly flipped: readonly Square[];
}

/** Plays a move known to be legal and reports what changed. Use `play` for moves from outside. */
export function applyMove(position: Position, move: Move): { position: Position; change: MoveChange } {
  const side = position.turn;
  const enemy = opponentOf(side);
  const next = {
    ...position,
    turn: enemy,
    fullmoves: side === 'o' ? position.fullmoves + 1 : position.fullmoves,
  };
  if (move === PASS) {
    return {
      position: { ...next, halfmoves: position.halfmoves + 1 },
      change: { move, side, placed: -1, vacated: -1, flipped: [] },
    };
  }
  const cells = position.cells.split('') as Cell[];
  const to = moveTo(move);
  const vacated = isJump(move) ? moveFrom(move) : -1;
  if (vacated >= 0) cells[vacated] = '.';
  cells[to] = side;
  const flipped: Square[] = [];
  for (const square of geometry(position.width, position.height).cloneRing[to]) {
    if (cells[square] === enemy) {
      cells[square] = side;
      flipped.push(square);
    }
  }
  return {
    position: { ...next, cells: cells.join(''), halfmoves: vacated >= 0 ? position.halfmoves + 1 : 0 },
    change: { move, side, placed: to, vacated, flipped },
  };
}

/** Plays a move if it is legal under `rules`; otherwise says why not. */
export function play(
  position: Position,
  move: Move,
  rules: Ruleset,
): Result<{ position: Position; change: MoveChange }> {
  const over = outcome(position, rules);
  if (over) return err(`the game is over (${over.reason})`);
  if (!legalMoves(position, rules).includes(move)) return err('that move is not legal here');
  return ok(applyMove(position, move));
}
