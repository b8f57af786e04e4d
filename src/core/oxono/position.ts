/**
 * An Oxono position as plain, immutable, serialisable data, in the game's own words: pink and black,
 * pawns marked X or O, the two totems and each player's reserves. What the contract hands around and
 * the position text reads and writes; search runs on the fast board (board.ts) loaded from it.
 */
import { SQUARES } from './squares';

/** The two players: pink moves first. */
export const COLOURS = ['pink', 'black'] as const;
export type Colour = (typeof COLOURS)[number];
/** The two symbols, of the totems and of the pawns. */
export const SYMBOLS = ['X', 'O'] as const;
export type SymbolName = (typeof SYMBOLS)[number];

/**
 * What stands on a square, as the position text writes it: `.` empty, `x`/`o` a pink X/O pawn, `X`/`O`
 * a black X/O pawn, `*` the X totem, `@` the O totem.
 */
export type Cell = '.' | 'x' | 'o' | 'X' | 'O' | '*' | '@';

/** Each player starts with 8 pawns of each symbol. */
export const PAWNS_PER_SYMBOL = 8;
/** All 32 pawns placed without a line is a draw. */
export const ALL_PAWNS = 4 * PAWNS_PER_SYMBOL;

/** The pawns a player still holds, by symbol. */
export interface Reserve {
  readonly X: number;
  readonly O: number;
}
export type Reserves = { readonly [colour in Colour]: Reserve };

export interface OxonoPosition {
  /** One character per square in text order (a6 … f6, a5 … f1; see squares.ts): 36 characters. */
  readonly cells: string;
  /** The player to move. */
  readonly turn: Colour;
  /** What each player has left: always 8 minus their pawns of that symbol on the board. */
  readonly reserves: Reserves;
}

/** The cell of a player's pawn of a symbol. */
export const pawnCell = (colour: Colour, symbol: SymbolName): Cell =>
  (colour === 'pink' ? symbol.toLowerCase() : symbol) as Cell;
/** The cell of a totem. */
export const totemCell = (symbol: SymbolName): Cell => (symbol === 'X' ? '*' : '@');

export const otherColour = (colour: Colour): Colour => (colour === 'pink' ? 'black' : 'pink');

/** The reserves the board implies: 8 minus each player's pawns of each symbol (negative when too many). */
export function reservesOf(cells: string): Reserves {
  const placed = { x: 0, o: 0, X: 0, O: 0 };
  for (const cell of cells) if (cell in placed) placed[cell as keyof typeof placed]++;
  return {
    pink: { X: PAWNS_PER_SYMBOL - placed.x, O: PAWNS_PER_SYMBOL - placed.o },
    black: { X: PAWNS_PER_SYMBOL - placed.X, O: PAWNS_PER_SYMBOL - placed.O },
  };
}

/** The start: an empty board, the O totem on c4 and the X totem on d3, pink to move, 8 of everything. */
export function startPosition(): OxonoPosition {
  const cells = Array<Cell>(SQUARES).fill('.');
  cells[2 * 6 + 2] = '@'; // c4
  cells[3 * 6 + 3] = '*'; // d3
  const full = { X: PAWNS_PER_SYMBOL, O: PAWNS_PER_SYMBOL };
  return { cells: cells.join(''), turn: 'pink', reserves: { pink: full, black: full } };
}
