import { PASS, type Move } from './move';
import type { Cell, Position } from './position';

/**
 * The fast, mutable board that search and perft run on. Each side's pieces are kept as one bit row per
 * board row (bit `col + 2`), with two empty guard rows above and below and two guard bits on each side,
 * so a clone ring or jump ring is a handful of shifts and masks. make/unmake keep an undo stack.
 */
const PAD = 2;
const POPCOUNT = new Uint8Array(1 << 13);
for (let i = 1; i < POPCOUNT.length; i++) POPCOUNT[i] = (i & 1) + POPCOUNT[i >> 1];

/** Bits set in a row mask (rows are at most 13 bits wide). */
export const popcount = (bits: number): number => POPCOUNT[bits];

const MAX_PLY = 1024;
const UNDO = 6;

export class Board {
  readonly width: number;
  readonly height: number;
  /** Rows of x pieces then rows of o pieces, `stride` apiece, each with guard rows. */
  readonly pieces: Int32Array;
  /** Squares that are not blocked, per padded row. */
  readonly open: Int32Array;
  readonly stride: number;
  /** 0 for x, 1 for o. */
  turn = 0;
  halfmoves = 0;
  fullmoves = 1;
  readonly count = new Int32Array(2);
  ply = 0;
  private readonly undo = new Int32Array(MAX_PLY * UNDO);
  /** Board row (0 = top) and padded column of each square. */
  readonly rowOf: Int32Array;
  readonly colOf: Int32Array;

  constructor(position: Position) {
    this.width = position.width;
    this.height = position.height;
    this.stride = position.height + 2 * PAD;
    this.pieces = new Int32Array(2 * this.stride);
    this.open = new Int32Array(this.stride);
    const size = this.width * this.height;
    this.rowOf = new Int32Array(size);
    this.colOf = new Int32Array(size);
    for (let sq = 0; sq < size; sq++) {
      this.rowOf[sq] = Math.floor(sq / this.width) + PAD;
      this.colOf[sq] = (sq % this.width) + PAD;
    }
    this.load(position);
  }

  /** Sets the board to a position (same size). */
  load(position: Position): void {
    this.pieces.fill(0);
    this.open.fill(0);
    this.count[0] = 0;
    this.count[1] = 0;
    for (let sq = 0; sq < this.width * this.height; sq++) {
      const cell = position.cells[sq];
      const r = this.rowOf[sq];
      const bit = 1 << this.colOf[sq];
      if (cell !== '-') this.open[r] |= bit;
      if (cell === 'x') {
        this.pieces[r] |= bit;
        this.count[0]++;
      } else if (cell === 'o') {
        this.pieces[this.stride + r] |= bit;
        this.count[1]++;
      }
    }
    this.turn = position.turn === 'x' ? 0 : 1;
    this.halfmoves = position.halfmoves;
    this.fullmoves = position.fullmoves;
    this.ply = 0;
  }

  toPosition(): Position {
    const cells: Cell[] = [];
    for (let sq = 0; sq < this.width * this.height; sq++) cells.push(this.cellAt(sq));
    return {
      width: this.width,
      height: this.height,
      cells: cells.join(''),
      turn: this.turn === 0 ? 'x' : 'o',
      halfmoves: this.halfmoves,
      fullmoves: this.fullmoves,
    };
  }

  cellAt(sq: number): Cell {
    const r = this.rowOf[sq];
    const bit = 1 << this.colOf[sq];
    if (this.pieces[r] & bit) return 'x';
    if (this.pieces[this.stride + r] & bit) return 'o';
    return this.open[r] & bit ? '.' : '-';
  }

  /** Empty squares of a padded row. */
  empty(r: number): number {
    return this.open[r] & ~(this.pieces[r] | this.pieces[this.stride + r]);
  }

  /** Number of moves `side` has (clones counted once per destination, jumps per origin and destination). */
  countMoves(side: number): number {
    const p = this.pieces;
    const base = side * this.stride;
    const other = (1 - side) * this.stride;
    const open = this.open;
    const last = this.height + PAD;
    let total = 0;
    for (let r = PAD; r < last; r++) {
      const own = p[base + r];
      const around = p[base + r - 1] | own | p[base + r + 1];
      const spread = around | (around << 1) | (around >> 1);
      total += POPCOUNT[spread & open[r] & ~(own | p[other + r])];
      let bits = own;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const c = 31 - Math.clz32(low) - PAD;
        const ring5 = 0x1f << c;
        const ring2 = 0x11 << c;
        total +=
          POPCOUNT[open[r - 2] & ~(p[r - 2] | p[this.stride + r - 2]) & ring5] +
          POPCOUNT[open[r + 2] & ~(p[r + 2] | p[this.stride + r + 2]) & ring5] +
          POPCOUNT[open[r - 1] & ~(p[r - 1] | p[this.stride + r - 1]) & ring2] +
          POPCOUNT[open[r] & ~(p[r] | p[this.stride + r]) & ring2] +
          POPCOUNT[open[r + 1] & ~(p[r + 1] | p[this.stride + r + 1]) & ring2];
      }
    }
    return total;
  }

  /** Whether `side` has any move. */
  hasMoves(side: number): boolean {
    const p = this.pieces;
    const base = side * this.stride;
    const last = this.height + PAD;
    for (let r = PAD; r < last; r++) {
      const around = p[base + r - 2] | p[base + r - 1] | p[base + r] | p[base + r + 1] | p[base + r + 2];
      if (around === 0) continue;
      const spread = around | (around << 1) | (around >> 1) | (around << 2) | (around >> 2);
      if (spread & this.empty(r)) return true;
    }
    return false;
  }

  /** Writes the moves of the side to move into `out` from `offset`; returns the new end. Never a pass. */
  generate(out: Int32Array | Move[], offset = 0): number {
    const p = this.pieces;
    const base = this.turn * this.stride;
    const last = this.height + PAD;
    const width = this.width;
    let n = offset;
    for (let r = PAD; r < last; r++) {
      const around = p[base + r - 1] | p[base + r] | p[base + r + 1];
      let targets = (around | (around << 1) | (around >> 1)) & this.empty(r);
      const rowStart = (r - PAD) * width - PAD;
      while (targets !== 0) {
        const low = targets & -targets;
        targets ^= low;
        out[n++] = rowStart + 31 - Math.clz32(low);
      }
    }
    for (let r = PAD; r < last; r++) {
      let bits = p[base + r];
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const col = 31 - Math.clz32(low);
        const from = (r - PAD) * width + col - PAD;
        const jumpBase = (from + 1) << 7;
        for (let dr = -2; dr <= 2; dr++) {
          const mask = (dr === 2 || dr === -2 ? 0x1f : 0x11) << (col - PAD);
          let targets = this.empty(r + dr) & mask;
          const rowStart = (r + dr - PAD) * width - PAD;
          while (targets !== 0) {
            const t = targets & -targets;
            targets ^= t;
            out[n++] = jumpBase | (rowStart + 31 - Math.clz32(t));
          }
        }
      }
    }
    return n;
  }

  /** Number of enemy pieces a move to `to` would flip. */
  flipsAt(to: number): number {
    const r = this.rowOf[to];
    const mask = 7 << (this.colOf[to] - 1);
    const enemy = (1 - this.turn) * this.stride;
    const p = this.pieces;
    return (
      POPCOUNT[p[enemy + r - 1] & mask] + POPCOUNT[p[enemy + r] & mask] + POPCOUNT[p[enemy + r + 1] & mask]
    );
  }

  /** Plays a move (assumed legal, or PASS) and pushes what unmake needs. */
  make(move: Move): void {
    const u = this.ply * UNDO;
    const undo = this.undo;
    undo[u] = move;
    undo[u + 1] = this.halfmoves;
    const side = this.turn;
    this.turn = side ^ 1;
    if (side === 1) this.fullmoves++;
    this.ply++;
    if (move === PASS) {
      undo[u + 2] = 0;
      undo[u + 3] = 0;
      undo[u + 4] = 0;
      this.halfmoves++;
      return;
    }
    const p = this.pieces;
    const own = side * this.stride;
    const enemy = (side ^ 1) * this.stride;
    const to = move & 127;
    const r = this.rowOf[to];
    const c = this.colOf[to];
    if (move >= 128) {
      const from = (move >> 7) - 1;
      p[own + this.rowOf[from]] ^= 1 << this.colOf[from];
      this.halfmoves++;
    } else {
      this.halfmoves = 0;
      this.count[side]++;
    }
    const mask = 7 << (c - 1);
    const f0 = p[enemy + r - 1] & mask;
    const f1 = p[enemy + r] & mask;
    const f2 = p[enemy + r + 1] & mask;
    p[enemy + r - 1] ^= f0;
    p[enemy + r] ^= f1;
    p[enemy + r + 1] ^= f2;
    p[own + r - 1] |= f0;
    p[own + r] |= f1 | (1 << c);
    p[own + r + 1] |= f2;
    const flips = POPCOUNT[f0] + POPCOUNT[f1] + POPCOUNT[f2];
    this.count[side] += flips;
    this.count[side ^ 1] -= flips;
    undo[u + 2] = f0;
    undo[u + 3] = f1;
    undo[u + 4] = f2;
    undo[u + 5] = flips;
  }

  /** Takes back the last move made. */
  unmake(): void {
    this.ply--;
    const u = this.ply * UNDO;
    const undo = this.undo;
    const move = undo[u];
    this.halfmoves = undo[u + 1];
    const side = this.turn ^ 1;
    this.turn = side;
    if (side === 1) this.fullmoves--;
    if (move === PASS) return;
    const p = this.pieces;
    const own = side * this.stride;
    const enemy = (side ^ 1) * this.stride;
    const to = move & 127;
    const r = this.rowOf[to];
    const c = this.colOf[to];
    const f0 = undo[u + 2];
    const f1 = undo[u + 3];
    const f2 = undo[u + 4];
    const flips = undo[u + 5];
    p[own + r - 1] ^= f0;
    p[own + r] ^= f1 | (1 << c);
    p[own + r + 1] ^= f2;
    p[enemy + r - 1] |= f0;
    p[enemy + r] |= f1;
    p[enemy + r + 1] |= f2;
    this.count[side] -= flips;
    this.count[side ^ 1] += flips;
    if (move >= 128) {
      const from = (move >> 7) - 1;
      p[own + this.rowOf[from]] |= 1 << this.colOf[from];
    } else {
      this.count[side]--;
    }
  }

  /** Empty squares left on the board. */
  emptyCount(): number {
    let total = 0;
    for (let r = PAD; r < this.height + PAD; r++) total += POPCOUNT[this.empty(r)];
    return total;
  }
}
