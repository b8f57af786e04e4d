import type { Counts, Side } from './side';

/** What stands on a square, as in FEN: a piece of either side, an empty square or a blocked one. */
export type Cell = 'x' | 'o' | '.' | '-';

/**
 * A position: plain, immutable, serialisable data. `cells` holds one character per square, row by row
 * from the top rank (`x`, `o`, `.` empty, `-` blocked).
 */
export interface Position {
  readonly width: number;
  readonly height: number;
  readonly cells: string;
  readonly turn: Side;
  /** Plies since the last clone (jumps and passes add one): the half-move clock and anti-stall counter. */
  readonly halfmoves: number;
  /** Starts at 1 and grows after `o` moves, as in FEN. */
  readonly fullmoves: number;
}

export function countPieces(position: Position): Counts {
  let x = 0;
  let o = 0;
  for (const cell of position.cells) {
    if (cell === 'x') x++;
    else if (cell === 'o') o++;
  }
  return { x, o };
}

export function countEmpty(position: Position): number {
  let empty = 0;
  for (const cell of position.cells) if (cell === '.') empty++;
  return empty;
}

/** The standard Ataxx start: a piece of each side in opposite corners, `x` to move. */
export function startPosition(width = 7, height = 7): Position {
  const cells = Array<Cell>(width * height).fill('.');
  cells[0] = 'x';
  cells[width - 1] = 'o';
  cells[(height - 1) * width] = 'o';
  cells[height * width - 1] = 'x';
  return { width, height, cells: cells.join(''), turn: 'x', halfmoves: 0, fullmoves: 1 };
}
