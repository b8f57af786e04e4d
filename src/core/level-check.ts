import { geometry, squareName } from './geometry';
import type { Level, LevelProblem } from './level';
import { countPieces, type Position } from './position';
import { legalMoves, outcome, type Ruleset } from './rules';
import { BOSS_FULL_BOARD_BONUS, FULL_BOARD_BONUS } from './score';

/**
 * Squares no piece can ever reach: a flood from every piece over clone and jump steps through squares
 * that are not blocked. Pieces change sides but never leave the open squares, so whatever the flood
 * misses stays empty forever and only the arcade fill could ever claim it.
 */
export function unreachableSquares(position: Position): number[] {
  const { cloneRing, jumpRing, size } = geometry(position.width, position.height);
  const { cells } = position;
  const reached = new Uint8Array(size);
  const queue: number[] = [];
  for (let square = 0; square < size; square++) {
    if (cells[square] === 'x' || cells[square] === 'o') {
      reached[square] = 1;
      queue.push(square);
    }
  }
  while (queue.length > 0) {
    const square = queue.pop() as number;
    for (const next of [...cloneRing[square], ...jumpRing[square]]) {
      if (!reached[next] && cells[next] !== '-') {
        reached[next] = 1;
        queue.push(next);
      }
    }
  }
  const missed: number[] = [];
  for (let square = 0; square < size; square++)
    if (cells[square] === '.' && !reached[square]) missed.push(square);
  return missed;
}

export const openSquares = (position: Position): number =>
  position.cells.length - [...position.cells].filter((cell) => cell === '-').length;

/** The best score a level allows: every open square plus the full-board bonus. */
export const maxScore = (level: Level): number =>
  openSquares(level.start) + (level.boss ? BOSS_FULL_BOARD_BONUS : FULL_BOARD_BONUS);

/** What can be wrong with a starting board itself; `square` is where, when one square is to blame. */
export interface BoardProblem {
  readonly kind: 'no-player' | 'no-opponent' | 'player-stuck' | 'unreachable';
  readonly square?: number;
}

/**
 * The rules every starting board keeps (a level file's and one drawn in the editor): both sides have
 * pieces, the player (x) moving first has a move, and no empty square is cut off from every piece.
 */
export function checkBoard(start: Position, rules: Ruleset): BoardProblem[] {
  const problems: BoardProblem[] = [];
  const counts = countPieces(start);
  if (counts.x === 0) problems.push({ kind: 'no-player' });
  if (counts.o === 0) problems.push({ kind: 'no-opponent' });
  if (counts.x > 0 && counts.o > 0 && (outcome(start, rules) || legalMoves(start, rules).length === 0))
    problems.push({ kind: 'player-stuck' });
  for (const square of unreachableSquares(start)) problems.push({ kind: 'unreachable', square });
  return problems;
}

/** A board problem in the words of the level checker, placed in `file`. */
export function boardProblemAsLevel(file: string, start: Position, problem: BoardProblem): LevelProblem {
  const field = 'board';
  switch (problem.kind) {
    case 'no-player':
      return { file, field, message: 'the player (x) has no pieces' };
    case 'no-opponent':
      return { file, field, message: 'the opponent (o) has no pieces' };
    case 'player-stuck':
      return { file, field, message: 'the player (x) moves first but has no legal move' };
    case 'unreachable': {
      const square = problem.square ?? 0;
      return {
        file,
        field,
        row: Math.floor(square / start.width) + 1,
        column: (square % start.width) + 1,
        message: `empty square ${squareName(square, start.width, start.height)} can never be reached: blocked squares cut it off from every piece`,
      };
    }
  }
}

/** The board rules every level must keep, beyond what parsing already checked. */
export function checkLevel(file: string, level: Level): LevelProblem[] {
  const start = level.start;
  const problems = checkBoard(start, level.rules).map((problem) => boardProblemAsLevel(file, start, problem));
  if (level.par !== undefined && level.par > maxScore(level)) {
    problems.push({
      file,
      field: 'par',
      message: `${level.par} is more than the best possible score on this board (${maxScore(level)})`,
    });
  }
  if (level.boss && !level.opponent.intro) {
    problems.push({
      file,
      field: 'opponent.intro',
      message: 'a boss needs a taunt: give the opponent an intro line',
    });
  }
  return problems;
}

type Transform = (row: number, col: number, width: number, height: number) => [number, number];

/** The eight symmetries of a rectangle; the last four swap width and height. */
const TRANSFORMS: readonly Transform[] = [
  (r, c) => [r, c],
  (r, c, w) => [r, w - 1 - c],
  (r, c, _w, h) => [h - 1 - r, c],
  (r, c, w, h) => [h - 1 - r, w - 1 - c],
  (r, c) => [c, r],
  (r, c, w) => [w - 1 - c, r],
  (r, c, _w, h) => [c, h - 1 - r],
  (r, c, w, h) => [w - 1 - c, h - 1 - r],
];

/**
 * One text for a board and all its look-alikes: the same layout mirrored, rotated or with the sides'
 * colours swapped gives the same key, so two levels that only differ that way are caught as alike.
 */
export function symmetryKey(position: Position): string {
  const { width: w, height: h, cells } = position;
  let best = '';
  TRANSFORMS.forEach((transform, t) => {
    const tw = t < 4 ? w : h;
    const out = Array<string>(w * h);
    for (let r = 0; r < h; r++) {
      for (let c = 0; c < w; c++) {
        const [nr, nc] = transform(r, c, w, h);
        out[nr * tw + nc] = cells[r * w + c];
      }
    }
    const plain = out.join('');
    const swapped = plain.replace(/[xo]/g, (cell) => (cell === 'x' ? 'o' : 'x'));
    for (const candidate of [plain, swapped]) {
      const key = `${tw}x${(w * h) / tw}:${candidate}`;
      if (best === '' || key < best) best = key;
    }
  });
  return best;
}
