/**
 * The fast, mutable Oxono board that perft and search run on: one code per square (squares.ts), the two
 * totems' squares, the four reserves, and an undo stack, so make/unmake and the move generator allocate
 * nothing. The rules (OXONO.md) in the order a turn takes them: a totem whose symbol the mover still
 * holds; a slide like a rook over empty squares, or, for an enclosed totem only, a jump over the
 * occupied run beside it in each direction that lands on the board, or a teleport anywhere empty when no
 * direction gives a jump; then the pawn, next to the totem's new square (the square it left counts as
 * empty) or, when none of those is empty, on any empty square.
 */
import { linesOnBoard, linesThrough } from './lines';
import { oxonoMove, movePawn, moveSymbol, moveTotem, type OxonoMove } from './move';
import { ALL_PAWNS, COLOURS, type Cell, type OxonoPosition } from './position';
import { EMPTY, pawnCode, SQUARES, STEP, TOTEM } from './squares';

/** More than any position's moves: a totem reaches at most 34 squares, and its pawn at most 34. */
export const MAX_MOVES = 2 * 34 * 34;

const CODE_OF_CELL: Readonly<Record<Cell, number>> = {
  '.': EMPTY,
  x: pawnCode(0, 0),
  o: pawnCode(0, 1),
  X: pawnCode(1, 0),
  O: pawnCode(1, 1),
  '*': TOTEM | 0,
  '@': TOTEM | 1,
};
const CELL_OF_CODE: readonly string[] = /* @__PURE__ */ (() => {
  const cells: string[] = [];
  for (const [cell, code] of Object.entries(CODE_OF_CELL)) cells[code] = cell;
  return cells;
})();

/** The codes of a position's cells (text order), for the fast board and the line test. */
export function codesOf(cells: string): Int8Array {
  const codes = new Int8Array(SQUARES);
  for (let square = 0; square < SQUARES; square++) codes[square] = CODE_OF_CELL[cells[square] as Cell];
  return codes;
}

export class OxonoBoard {
  /** What each square holds, as a code (squares.ts). */
  readonly cells = new Int8Array(SQUARES);
  /** The square of the X totem and of the O totem. */
  readonly totems = new Int8Array(2);
  /** Pawns left, at `colour * 2 + symbol` (colour 0 pink, symbol 0 X). */
  readonly reserves = new Int8Array(4);
  /** 0 pink, 1 black. */
  turn = 0;
  /** Pawns on the board. */
  placed = 0;
  /** Moves made since `load`. */
  ply = 0;
  /** `lines[ply]`: the lines the move that led here made (at 0, the lines on the loaded board). */
  private readonly lines = new Int8Array(ALL_PAWNS + 2);
  private readonly played = new Int32Array(ALL_PAWNS + 1);
  /** The square each move's totem left. */
  private readonly left = new Int8Array(ALL_PAWNS + 1);
  private readonly landings = new Int8Array(SQUARES);

  constructor(position: OxonoPosition) {
    this.load(position);
  }

  /** Sets the board to a position (one the text parser accepted: reserves matching the board). */
  load(position: OxonoPosition): void {
    this.cells.set(codesOf(position.cells));
    for (let square = 0; square < SQUARES; square++)
      if (this.cells[square] >= TOTEM) this.totems[this.cells[square] & 1] = square;
    const { pink, black } = position.reserves;
    this.reserves.set([pink.X, pink.O, black.X, black.O]);
    this.placed = ALL_PAWNS - pink.X - pink.O - black.X - black.O;
    this.turn = position.turn === 'pink' ? 0 : 1;
    this.ply = 0;
    this.lines[0] = linesOnBoard(this.cells);
  }

  /** The board as a plain position. */
  position(): OxonoPosition {
    let cells = '';
    for (let square = 0; square < SQUARES; square++) cells += CELL_OF_CODE[this.cells[square]];
    const [pinkX, pinkO, blackX, blackO] = this.reserves;
    return {
      cells,
      turn: COLOURS[this.turn],
      reserves: { pink: { X: pinkX, O: pinkO }, black: { X: blackX, O: blackO } },
    };
  }

  /** The lines (lines.ts flags) the last move made; before any move, those on the loaded board. */
  get lastLines(): number {
    return this.lines[this.ply];
  }

  /** Whether the game has ended: a line, or all 32 pawns placed. */
  get over(): boolean {
    return this.lines[this.ply] !== 0 || this.placed === ALL_PAWNS;
  }

  /** Whether the side to move can still choose the totem of `symbol` (0 X, 1 O). */
  holds(symbol: number): boolean {
    return this.reserves[this.turn * 2 + symbol] > 0;
  }

  /**
   * The squares the totem of `symbol` can go to, into `into`; returns how many. A totem with an empty
   * neighbour slides; an enclosed one jumps, or teleports when no direction gives a landing square.
   */
  destinations(symbol: number, into: Int8Array): number {
    const cells = this.cells;
    const from = this.totems[symbol];
    let enclosed = true;
    for (let direction = 0; direction < 4 && enclosed; direction++) {
      const next = STEP[from * 4 + direction];
      if (next >= 0 && cells[next] === EMPTY) enclosed = false;
    }
    let n = 0;
    if (!enclosed) {
      for (let direction = 0; direction < 4; direction++)
        for (
          let at = STEP[from * 4 + direction];
          at >= 0 && cells[at] === EMPTY;
          at = STEP[at * 4 + direction]
        )
          into[n++] = at;
      return n;
    }
    for (let direction = 0; direction < 4; direction++) {
      let at = STEP[from * 4 + direction];
      if (at < 0) continue;
      while (at >= 0 && cells[at] !== EMPTY) at = STEP[at * 4 + direction];
      if (at >= 0) into[n++] = at;
    }
    if (n > 0) return n;
    for (let square = 0; square < SQUARES; square++) if (cells[square] === EMPTY) into[n++] = square;
    return n;
  }

  /**
   * The squares a pawn may take once the totem standing on `from` has gone to `to`, as moves of `symbol`
   * appended to `out` from `n`; returns the new length.
   */
  pawnMoves(symbol: number, from: number, to: number, out: Int32Array, n: number): number {
    const cells = this.cells;
    const start = n;
    for (let direction = 0; direction < 4; direction++) {
      const at = STEP[to * 4 + direction];
      if (at >= 0 && (cells[at] === EMPTY || at === from)) out[n++] = oxonoMove(symbol, to, at);
    }
    if (n > start) return n;
    for (let square = 0; square < SQUARES; square++)
      if ((cells[square] === EMPTY && square !== to) || square === from)
        out[n++] = oxonoMove(symbol, to, square);
    return n;
  }

  /** Every legal move, into `out` (at least MAX_MOVES long); returns how many (0 once the game is over). */
  generate(out: Int32Array): number {
    if (this.over) return 0;
    let n = 0;
    for (let symbol = 0; symbol < 2; symbol++) {
      if (!this.holds(symbol)) continue;
      const from = this.totems[symbol];
      const count = this.destinations(symbol, this.landings);
      for (let i = 0; i < count; i++) n = this.pawnMoves(symbol, from, this.landings[i], out, n);
    }
    return n;
  }

  /** How many legal moves there are, without listing them (perft's last ply). */
  countMoves(): number {
    if (this.over) return 0;
    const cells = this.cells;
    // After the totem moves, the empty squares are as many as before: it leaves one and takes one.
    const empty = SQUARES - 2 - this.placed;
    let moves = 0;
    for (let symbol = 0; symbol < 2; symbol++) {
      if (!this.holds(symbol)) continue;
      const from = this.totems[symbol];
      const count = this.destinations(symbol, this.landings);
      for (let i = 0; i < count; i++) {
        const to = this.landings[i];
        let beside = 0;
        for (let direction = 0; direction < 4; direction++) {
          const at = STEP[to * 4 + direction];
          if (at >= 0 && (cells[at] === EMPTY || at === from)) beside++;
        }
        moves += beside > 0 ? beside : empty;
      }
    }
    return moves;
  }

  /** Plays a legal move (unchecked: `generate`'s moves or ones checked against them). */
  make(move: OxonoMove): void {
    const cells = this.cells;
    const symbol = moveSymbol(move);
    const to = moveTotem(move);
    const pawn = movePawn(move);
    const from = this.totems[symbol];
    this.played[this.ply] = move;
    this.left[this.ply] = from;
    cells[from] = EMPTY;
    cells[to] = TOTEM | symbol;
    this.totems[symbol] = to;
    cells[pawn] = pawnCode(this.turn, symbol);
    this.reserves[this.turn * 2 + symbol]--;
    this.placed++;
    this.ply++;
    this.lines[this.ply] = linesThrough(cells, pawn);
    this.turn ^= 1;
  }

  /** Takes back the last move `make` played. */
  unmake(): void {
    const cells = this.cells;
    this.ply--;
    this.turn ^= 1;
    const move = this.played[this.ply];
    const symbol = moveSymbol(move);
    const from = this.left[this.ply];
    cells[movePawn(move)] = EMPTY;
    cells[moveTotem(move)] = EMPTY;
    cells[from] = TOTEM | symbol;
    this.totems[symbol] = from;
    this.reserves[this.turn * 2 + symbol]++;
    this.placed--;
  }
}
