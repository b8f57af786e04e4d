import { geometry, squareName } from './geometry';
import type { Level, LevelProblem } from './level';
import { countPieces, type Position } from './position';
import { legalMoves, outcome } from './rules';
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

/** The board rules every level must keep, beyond what parsing already checked. */
export function checkLevel(file: string, level: Level): LevelProblem[] {
  const problems: LevelProblem[] = [];
  const start = level.start;
  const counts = countPieces(start);
  if (counts.x === 0) problems.push({ file, field: 'board', message: 'the player (x) has no pieces' });
  if (counts.o === 0) problems.push({ file, field: 'board', message: 'the opponent (o) has no pieces' });
  if (
    counts.x > 0 &&
    counts.o > 0 &&
    (outcome(start, level.rules) || legalMoves(start, level.rules).length === 0)
  ) {
    problems.push({ file, field: 'board', message: 'the player (x) moves first but has no legal move' });
  }
  for (const square of unreachableSquares(start)) {
    problems.push({
      file,
      field: 'board',
      row: Math.floor(square / start.width) + 1,
      column: (square % start.width) + 1,
      message: `empty square ${squareName(square, start.width, start.height)} can never be reached: blocked squares cut it off from every piece`,
    });
  }
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
