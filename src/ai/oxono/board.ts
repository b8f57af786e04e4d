/**
 * The engine's own Oxono board: 36 cells in an Int8Array, the two totems' squares, the four reserves and
 * per-row and per-column 6-bit masks of each line family (pink pawns, black pawns, X pawns, O pawns, and
 * everything that occupies a square), so "does this pawn make a line?" and "which squares would win?"
 * are table lookups (geometry.ts). Make and unmake change it in place and keep a two-half Zobrist hash,
 * so the search allocates nothing per node. Core's state is read once at the root (adapter.ts).
 *
 * A move is one number: symbol | from << 1 | to << 7 | pawn << 13 (the totem's symbol, the square it
 * leaves, the square it lands on and the pawn's square), so unmake needs nothing but the move.
 */
import { Random } from '../../core/random';
import { EMPTY, fileOf, rowOf, SIZE, SQUARES, TOTEM, HAS_LINE } from './geometry';

export const PINK = 0;
export const BLACK = 1;
export const X = 0;
export const O = 1;
/** Line families: a colour's pawns (PINK, BLACK) and a symbol's pawns of either colour (2 + symbol). */
export const FAMILY_X = 2;

export const moveOf = (symbol: number, from: number, to: number, pawn: number): number =>
  symbol | (from << 1) | (to << 7) | (pawn << 13);
export const moveSymbol = (move: number): number => move & 1;
export const moveFrom = (move: number): number => (move >> 1) & 63;
export const moveTo = (move: number): number => (move >> 7) & 63;
export const movePawn = (move: number): number => (move >> 13) & 63;
/** No move (the move 0 would be a totem landing where it stands, which never happens). */
export const NO_MOVE = 0;

/** The pawns each player starts with per symbol. */
export const PAWNS_PER_SYMBOL = 8;
export const ALL_PAWNS = 32;

const random = new Random(0x0c0_0e0);
const keyTable = (): Int32Array => {
  const keys = new Int32Array(8 * SQUARES);
  for (let i = 0; i < keys.length; i++) keys[i] = (random.next() * 4294967296) | 0;
  return keys;
};
/** Keys per (cell content * 36 + square), two independent halves: the low one picks a table slot. */
export const KEYS_LOW = keyTable();
export const KEYS_HIGH = keyTable();
const TURN_LOW = (random.next() * 4294967296) | 0;
const TURN_HIGH = (random.next() * 4294967296) | 0;

/** What the board is loaded from: the cells (geometry.ts's contents), the side to move. */
export interface BoardSetup {
  readonly cells: ArrayLike<number>;
  /** 0 pink, 1 black. */
  readonly side: number;
}

export class OxonoBoard {
  readonly cells = new Int8Array(SQUARES);
  /** Square of the X totem (0) and of the O totem (1). */
  readonly totems = new Int8Array(2);
  /** Pawns left in hand, at colour * 2 + symbol. */
  readonly reserves = new Int8Array(4);
  /** Line-family masks: rows at family * 6 + row (bit = file), columns at family * 6 + file (bit = row). */
  readonly rows = new Int32Array(4 * SIZE);
  readonly columns = new Int32Array(4 * SIZE);
  /** Every occupied square (pawns and totems), per row and per file. */
  readonly occupiedRows = new Int32Array(SIZE);
  readonly occupiedColumns = new Int32Array(SIZE);
  side = PINK;
  placed = 0;
  hashLow = 0;
  hashHigh = 0;

  constructor(setup?: BoardSetup) {
    if (setup) this.load(setup);
  }

  load(setup: BoardSetup): void {
    this.cells.fill(EMPTY);
    this.rows.fill(0);
    this.columns.fill(0);
    this.occupiedRows.fill(0);
    this.occupiedColumns.fill(0);
    this.reserves.fill(PAWNS_PER_SYMBOL);
    this.placed = 0;
    this.hashLow = 0;
    this.hashHigh = 0;
    for (let square = 0; square < SQUARES; square++) {
      const content = setup.cells[square];
      if (content === EMPTY) continue;
      this.put(square, content);
      if (content >= TOTEM) this.totems[content - TOTEM] = square;
      else {
        this.reserves[content - 1]--;
        this.placed++;
        this.addPawn(square, content);
      }
    }
    this.side = setup.side;
    if (this.side === BLACK) {
      this.hashLow ^= TURN_LOW;
      this.hashHigh ^= TURN_HIGH;
    }
  }

  copy(): OxonoBoard {
    const board = new OxonoBoard();
    board.load({ cells: this.cells, side: this.side });
    return board;
  }

  /** True when placing `colour`'s pawn of `symbol` on `square` would make (or has made) a line there. */
  linesAt(square: number, colour: number, symbol: number): boolean {
    const row = rowOf(square);
    const file = fileOf(square);
    const bit = 1 << file;
    const rowBit = 1 << row;
    const family = (2 + symbol) * SIZE;
    return (
      HAS_LINE[this.rows[colour * SIZE + row] | bit] === 1 ||
      HAS_LINE[this.rows[family + row] | bit] === 1 ||
      HAS_LINE[this.columns[colour * SIZE + file] | rowBit] === 1 ||
      HAS_LINE[this.columns[family + file] | rowBit] === 1
    );
  }

  /** Plays a legal move for the side to move. */
  make(move: number): void {
    const symbol = move & 1;
    const from = (move >> 1) & 63;
    const to = (move >> 7) & 63;
    const square = (move >> 13) & 63;
    const totem = TOTEM + symbol;
    this.take(from, totem);
    this.put(to, totem);
    this.totems[symbol] = to;
    const pawn = 1 + this.side * 2 + symbol;
    this.put(square, pawn);
    this.addPawn(square, pawn);
    this.reserves[pawn - 1]--;
    this.placed++;
    this.side ^= 1;
    this.hashLow ^= TURN_LOW;
    this.hashHigh ^= TURN_HIGH;
  }

  /** Takes back `move`, the last move made. */
  unmake(move: number): void {
    const symbol = move & 1;
    const from = (move >> 1) & 63;
    const to = (move >> 7) & 63;
    const square = (move >> 13) & 63;
    this.side ^= 1;
    this.hashLow ^= TURN_LOW;
    this.hashHigh ^= TURN_HIGH;
    const pawn = 1 + this.side * 2 + symbol;
    this.placed--;
    this.reserves[pawn - 1]++;
    this.removePawn(square, pawn);
    this.take(square, pawn);
    const totem = TOTEM + symbol;
    this.take(to, totem);
    this.put(from, totem);
    this.totems[symbol] = from;
  }

  private put(square: number, content: number): void {
    this.cells[square] = content;
    this.occupiedRows[rowOf(square)] |= 1 << fileOf(square);
    this.occupiedColumns[fileOf(square)] |= 1 << rowOf(square);
    this.hashLow ^= KEYS_LOW[content * SQUARES + square];
    this.hashHigh ^= KEYS_HIGH[content * SQUARES + square];
  }

  private take(square: number, content: number): void {
    this.cells[square] = EMPTY;
    this.occupiedRows[rowOf(square)] &= ~(1 << fileOf(square));
    this.occupiedColumns[fileOf(square)] &= ~(1 << rowOf(square));
    this.hashLow ^= KEYS_LOW[content * SQUARES + square];
    this.hashHigh ^= KEYS_HIGH[content * SQUARES + square];
  }

  private addPawn(square: number, pawn: number): void {
    const row = rowOf(square);
    const file = fileOf(square);
    const colour = (pawn - 1) >> 1;
    const family = 2 + ((pawn - 1) & 1);
    this.rows[colour * SIZE + row] |= 1 << file;
    this.rows[family * SIZE + row] |= 1 << file;
    this.columns[colour * SIZE + file] |= 1 << row;
    this.columns[family * SIZE + file] |= 1 << row;
  }

  private removePawn(square: number, pawn: number): void {
    const row = rowOf(square);
    const file = fileOf(square);
    const colour = (pawn - 1) >> 1;
    const family = 2 + ((pawn - 1) & 1);
    this.rows[colour * SIZE + row] &= ~(1 << file);
    this.rows[family * SIZE + row] &= ~(1 << file);
    this.columns[colour * SIZE + file] &= ~(1 << row);
    this.columns[family * SIZE + file] &= ~(1 << row);
  }
}
