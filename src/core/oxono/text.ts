/**
 * Oxono's position text (OXONO.md, "Text formats"): the six rows from rank 6 down joined by `/`, the
 * side to move (`1` pink, `2` black), then the reserves `pinkX pinkO blackX blackO`. The start is
 * `....../....../..@.../...*../....../...... 1 8 8 8 8`. Reading checks everything the format promises
 * (one totem of each symbol, reserves that are 8 minus the pawns on the board, the side that follows
 * from how many pawns each player has placed) and that no line is one the game could not have gone on
 * past; each error names the row and column, or the field, that is wrong. Move text is move.ts's.
 */
import { err, ok, type Result } from '../result';
import { codesOf } from './board';
import { colourLineOf } from './lines';
import {
  COLOURS,
  PAWNS_PER_SYMBOL,
  reservesOf,
  SYMBOLS,
  type Colour,
  type OxonoPosition,
  type Reserves,
} from './position';
import { SIZE, squareName } from './squares';

/** The start position's text. */
export const START_TEXT = '....../....../..@.../...*../....../...... 1 8 8 8 8';

const CELLS = '.xoXO*@';
/** The reserve fields in the order the text gives them. */
const RESERVE_FIELDS = ['pinkX', 'pinkO', 'blackX', 'blackO'] as const;

/** Where a square is, in the words a reader may look for: `row 2 (rank 5), column c`. */
const where = (row: number, file: number): string =>
  `row ${row + 1} (rank ${SIZE - row}), column ${'abcdef'[file]}`;

function readBoard(text: string): Result<string> {
  const rows = text.split('/');
  if (rows.length !== SIZE) return err(`board: ${rows.length} rows, not ${SIZE} (rows are joined by "/")`);
  for (const [row, cells] of rows.entries()) {
    if (cells.length !== SIZE)
      return err(
        `board: row ${row + 1} (rank ${SIZE - row}) "${cells}" has ${cells.length} squares, not ${SIZE}`,
      );
    for (const [file, cell] of [...cells].entries())
      if (!CELLS.includes(cell))
        return err(`board: ${where(row, file)}: "${cell}" is not one of . x o X O * @`);
  }
  const cells = rows.join('');
  for (const [totem, name] of [
    ['*', 'X totem'],
    ['@', 'O totem'],
  ]) {
    const squares = [...cells].flatMap((cell, square) => (cell === totem ? [squareName(square)] : []));
    if (squares.length === 0) return err(`board: no ${name} (${totem}); there is one of each`);
    if (squares.length > 1)
      return err(
        `board: ${squares.length} ${name}s (${totem}) on ${squares.join(', ')}; there is one of each`,
      );
  }
  return ok(cells);
}

function readReserves(fields: readonly string[], cells: string): Result<Reserves> {
  const onBoard = reservesOf(cells);
  for (const [index, name] of RESERVE_FIELDS.entries()) {
    const colour = COLOURS[index >> 1];
    const symbol = SYMBOLS[index & 1];
    const text = fields[index];
    const left = onBoard[colour][symbol];
    const placed = PAWNS_PER_SYMBOL - left;
    if (!/^\d$/.test(text) || Number(text) > PAWNS_PER_SYMBOL)
      return err(`${name}: "${text}" is not a number of pawns from 0 to ${PAWNS_PER_SYMBOL}`);
    if (left < 0)
      return err(
        `${name}: ${colour} has ${placed} ${symbol} pawns on the board, more than ${PAWNS_PER_SYMBOL}`,
      );
    if (Number(text) !== left)
      return err(
        `${name}: ${text} left, but ${colour} has ${placed} ${symbol} pawn${placed === 1 ? '' : 's'} on the board ` +
          `(${PAWNS_PER_SYMBOL} − ${placed} = ${left})`,
      );
  }
  return ok(onBoard);
}

const placedBy = (reserves: Reserves, colour: Colour): number =>
  2 * PAWNS_PER_SYMBOL - reserves[colour].X - reserves[colour].O;

function readSide(text: string, reserves: Reserves): Result<Colour> {
  if (text !== '1' && text !== '2') return err(`side: "${text}" is not 1 (pink) or 2 (black)`);
  const pink = placedBy(reserves, 'pink');
  const black = placedBy(reserves, 'black');
  const side: Colour | null = pink === black ? 'pink' : pink === black + 1 ? 'black' : null;
  const counts = `pink has placed ${pink} pawn${pink === 1 ? '' : 's'} and black ${black}`;
  if (side === null) return err(`side: ${counts}; pink places the same or one more`);
  if ((text === '1') !== (side === 'pink'))
    return err(
      `side: ${text} says ${text === '1' ? 'pink' : 'black'} moves, but ${counts}, ` +
        `so ${side} moves (${side === 'pink' ? 1 : 2})`,
    );
  return ok(side);
}

/** A position from its text; an error names the field, or the row and column, that is wrong. */
export function readPosition(text: string): Result<OxonoPosition> {
  const fields = text.trim().split(/\s+/);
  if (fields.length !== 6)
    return err(
      `position: ${fields.length} fields, not 6 (the board, the side to move, then the reserves ` +
        `${RESERVE_FIELDS.join(' ')})`,
    );
  const board = readBoard(fields[0]);
  if (!board.ok) return board;
  const reserves = readReserves(fields.slice(2), board.value);
  if (!reserves.ok) return reserves;
  const turn = readSide(fields[1], reserves.value);
  if (!turn.ok) return turn;
  const line = colourLineOf(codesOf(board.value), turn.value === 'pink' ? 0 : 1);
  if (line >= 0)
    return err(
      `board: ${turn.value}'s colour line through ${squareName(line)} with ${turn.value} to move: ` +
        `the game ended when ${turn.value} made it`,
    );
  return ok({ cells: board.value, turn: turn.value, reserves: reserves.value });
}

/** A position's text, the one `readPosition` reads back. */
export function positionText(position: OxonoPosition): string {
  const rows: string[] = [];
  for (let row = 0; row < SIZE; row++) rows.push(position.cells.slice(row * SIZE, (row + 1) * SIZE));
  const { pink, black } = position.reserves;
  const side = position.turn === 'pink' ? '1' : '2';
  return `${rows.join('/')} ${side} ${pink.X} ${pink.O} ${black.X} ${black.O}`;
}
