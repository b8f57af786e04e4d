/**
 * The slow reference's own idea of a position, written straight from the rules text of issue 2 and
 * sharing no code with src/core (it must not import from it: agreement between the two only proves
 * something if neither borrows from the other). A board is a grid of rows, the top rank first.
 */
export type RefSide = 'x' | 'o';
export type RefCell = RefSide | '.' | '-';

export interface RefPosition {
  readonly width: number;
  readonly height: number;
  /** grid[row][col]; row 0 is the top rank, col 0 is file a. */
  readonly grid: readonly (readonly RefCell[])[];
  readonly turn: RefSide;
  readonly halfmoves: number;
  readonly fullmoves: number;
}

export const other = (side: RefSide): RefSide => (side === 'x' ? 'o' : 'x');

/** `a1` is the bottom-left square: files from the left, ranks from the bottom. */
export const refSquareName = (row: number, col: number, height: number): string =>
  'abcdefghi'[col] + String(height - row);

/** Reads a FEN the simple way: one character at a time, a digit is always a single run of 1–9. */
export function refReadFen(text: string): { position: RefPosition } | { error: string } {
  const parts = text
    .trim()
    .split(' ')
    .filter((part) => part !== '');
  if (parts.length < 1 || parts.length > 4) return { error: `expected 1 to 4 fields, got ${parts.length}` };
  const rows = parts[0].split('/');
  const grid: RefCell[][] = [];
  for (const rowText of rows) {
    const row: RefCell[] = [];
    for (const ch of rowText) {
      if ('123456789'.includes(ch)) for (let k = 0; k < Number(ch); k++) row.push('.');
      else if (ch === 'x' || ch === 'o' || ch === '-') row.push(ch);
      else return { error: `bad board character ${ch}` };
    }
    grid.push(row);
  }
  const width = grid[0].length;
  if (grid.some((row) => row.length !== width)) return { error: 'ranks differ in width' };
  if (width < 4 || width > 9 || grid.length < 4 || grid.length > 9) return { error: 'size out of range' };
  const turn = parts[1] ?? 'x';
  if (turn !== 'x' && turn !== 'o') return { error: 'bad side to move' };
  const halfmoves = Number(parts[2] ?? '0');
  const fullmoves = Number(parts[3] ?? '1');
  if (!Number.isInteger(halfmoves) || halfmoves < 0) return { error: 'bad half-move clock' };
  if (!Number.isInteger(fullmoves) || fullmoves < 1) return { error: 'bad full-move number' };
  return { position: { width, height: grid.length, grid, turn, halfmoves, fullmoves } };
}

/** Like `refReadFen`, for FENs a test knows to be good. */
export function refFen(text: string): RefPosition {
  const read = refReadFen(text);
  if ('error' in read) throw new Error(`reference FEN "${text}": ${read.error}`);
  return read.position;
}

export function refWriteFen(position: RefPosition): string {
  const ranks = position.grid.map((row) => {
    let out = '';
    let run = 0;
    for (const cell of row) {
      if (cell === '.') {
        run++;
        continue;
      }
      if (run > 0) out += String(run);
      run = 0;
      out += cell;
    }
    return run > 0 ? out + String(run) : out;
  });
  return `${ranks.join('/')} ${position.turn} ${position.halfmoves} ${position.fullmoves}`;
}

export function refCount(position: RefPosition): { x: number; o: number } {
  let x = 0;
  let o = 0;
  for (const row of position.grid)
    for (const cell of row) {
      if (cell === 'x') x++;
      if (cell === 'o') o++;
    }
  return { x, o };
}
