import { isSupportedSize, MAX_SIZE, MIN_SIZE } from './geometry';
import type { Cell, Position } from './position';
import { err, ok, type Result } from './result';

/**
 * Standard Ataxx FEN, for any board size: ranks from top to bottom separated by `/`, `x` and `o` for
 * pieces, `-` for a blocked square, digits for runs of empty squares; then the side to move, the
 * half-move clock and the full-move number (both optional, defaulting to `0 1`).
 */
export function parseFen(text: string): Result<Position> {
  if (typeof text !== 'string') return err('FEN: expected text');
  const fields = text.trim().split(/\s+/);
  if (fields.length === 0 || fields[0] === '') return err('FEN: empty');
  if (fields.length > 4)
    return err(`FEN: expected at most 4 fields (board, side, half-moves, full-moves), got ${fields.length}`);
  const [board, turnField = 'x', halfField = '0', fullField = '1'] = fields;

  const ranks = board.split('/');
  const height = ranks.length;
  let width = -1;
  const cells: Cell[] = [];
  for (let r = 0; r < height; r++) {
    // Ranks and squares are named as move text names them: the top rank of a 7-rank board is rank 7.
    const rankNumber = height - r;
    const square = (column: number): string =>
      column < 26 ? String.fromCharCode(97 + column) + rankNumber : `${column + 1} of rank ${rankNumber}`;
    let rankWidth = 0;
    const rank = ranks[r];
    if (rank === '') return err(`FEN: rank ${rankNumber} (field ${r + 1} of the board) is empty`);
    let i = 0;
    while (i < rank.length) {
      const ch = rank[i];
      if (ch >= '0' && ch <= '9') {
        let j = i;
        while (j < rank.length && rank[j] >= '0' && rank[j] <= '9') j++;
        const run = Number(rank.slice(i, j));
        if (run === 0) return err(`FEN: square ${square(rankWidth)}: a run of 0 empty squares`);
        for (let k = 0; k < run && cells.length < 4096; k++) cells.push('.');
        rankWidth += run;
        i = j;
      } else if (ch === 'x' || ch === 'o' || ch === '-') {
        cells.push(ch);
        rankWidth++;
        i++;
      } else {
        return err(`FEN: square ${square(rankWidth)}: unknown symbol "${ch}" (expected x, o, -, or a digit)`);
      }
    }
    if (width === -1) width = rankWidth;
    else if (rankWidth !== width) {
      return err(`FEN: rank ${rankNumber} is ${rankWidth} squares wide, but rank ${height} is ${width}`);
    }
  }
  if (!isSupportedSize(width, height)) {
    return err(`FEN: the board is ${width}×${height}; width and height must be ${MIN_SIZE} to ${MAX_SIZE}`);
  }
  if (turnField !== 'x' && turnField !== 'o')
    return err(`FEN: side to move is "${turnField}", expected x or o`);
  if (!/^\d{1,6}$/.test(halfField)) return err(`FEN: half-move clock "${halfField}" is not a whole number`);
  if (!/^\d{1,6}$/.test(fullField) || Number(fullField) < 1) {
    return err(`FEN: full-move number "${fullField}" is not a whole number of at least 1`);
  }
  return ok({
    width,
    height,
    cells: cells.join(''),
    turn: turnField,
    halfmoves: Number(halfField),
    fullmoves: Number(fullField),
  });
}

/** The board field of a FEN alone, e.g. `x5o/7/7/7/7/7/o5x`. */
export function boardToFen(position: Position): string {
  const ranks: string[] = [];
  for (let r = 0; r < position.height; r++) {
    let rank = '';
    let run = 0;
    for (let c = 0; c < position.width; c++) {
      const cell = position.cells[r * position.width + c];
      if (cell === '.') {
        run++;
        continue;
      }
      if (run > 0) rank += String(run);
      run = 0;
      rank += cell;
    }
    if (run > 0) rank += String(run);
    ranks.push(rank);
  }
  return ranks.join('/');
}

export function toFen(position: Position): string {
  return `${boardToFen(position)} ${position.turn} ${position.halfmoves} ${position.fullmoves}`;
}

export const START_FEN = 'x5o/7/7/7/7/7/o5x x 0 1';
