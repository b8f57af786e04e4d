/**
 * The board the search runs on: each side's pieces as three 32-bit words (layout.ts), make/unmake with
 * an undo stack, piece counts and both Zobrist hash halves kept up to date move by move. Moves name
 * squares by layout index (`to`, or `(from + 1) * 128 + to` for a jump; see bit-position.ts), and are
 * generated in the order core's Board generates them: clones by destination, then jumps by origin, each
 * in board order, so a search over either visits the same tree.
 */
import { PASS, type Position } from '../../core';
import { FLIP1, FLIP2, KEY_STRIDE, PIECE1, PIECE2, TURN1, TURN2 } from '../zobrist';
import { near0, near1, near2, popcount, popcount3, sideways } from './bit-ops';
import { toBits } from './bit-position';
import { bitLayout, INDICES, NO_SQUARE, type BitLayout } from './layout';

const MAX_PLY = 1024;
/** Undo entry: move, halfmoves, flipped words 0–2, flip count, hash halves. */
const UNDO = 8;

/** Zobrist keys by layout index, the same values core-row-keyed hashing gave, so hashes are unchanged. */
interface IndexKeys {
  readonly piece1: Int32Array;
  readonly piece2: Int32Array;
  readonly flip1: Int32Array;
  readonly flip2: Int32Array;
}

const keyCache = new Map<BitLayout, IndexKeys>();

function indexKeys(layout: BitLayout): IndexKeys {
  const cached = keyCache.get(layout);
  if (cached) return cached;
  const keys = {
    piece1: new Int32Array(2 * INDICES),
    piece2: new Int32Array(2 * INDICES),
    flip1: new Int32Array(INDICES),
    flip2: new Int32Array(INDICES),
  };
  for (let index = 0; index < INDICES; index++) {
    const square = layout.squareOf[index];
    if (square < 0) continue;
    // Keyed as the row boards were: padded row * KEY_STRIDE + padded column (two guard rows and columns).
    const slot = (Math.floor(square / layout.width) + 2) * KEY_STRIDE + (square % layout.width) + 2;
    for (let side = 0; side < 2; side++) {
      keys.piece1[side * INDICES + index] = PIECE1[side][slot];
      keys.piece2[side * INDICES + index] = PIECE2[side][slot];
    }
    keys.flip1[index] = FLIP1[slot];
    keys.flip2[index] = FLIP2[slot];
  }
  keyCache.set(layout, keys);
  return keys;
}

export class BitBoard {
  readonly width: number;
  readonly height: number;
  readonly layout: BitLayout;
  /** x pieces in words 0–2, o pieces in words 3–5. */
  readonly pieces = new Int32Array(6);
  /** Open (on the board, not blocked) squares, words 0–2. */
  readonly open = new Int32Array(3);
  /** 0 for x, 1 for o. */
  turn = 0;
  halfmoves = 0;
  readonly count = new Int32Array(2);
  ply = 0;
  /** The position's hash, two independent halves: `h1` picks a table slot, `h2` checks it. */
  h1 = 0;
  h2 = 0;
  private readonly undo = new Int32Array(MAX_PLY * UNDO);
  private readonly keys: IndexKeys;

  constructor(position: Position) {
    this.width = position.width;
    this.height = position.height;
    this.layout = bitLayout(position.width, position.height);
    this.keys = indexKeys(this.layout);
    this.load(position);
  }

  /** Sets the board to a position of the same size. */
  load(position: Position): void {
    const bits = toBits(position);
    for (let k = 0; k < 3; k++) {
      this.pieces[k] = bits.x[k];
      this.pieces[3 + k] = bits.o[k];
      this.open[k] = bits.open[k];
    }
    this.count[0] = popcount3(bits.x[0], bits.x[1], bits.x[2]);
    this.count[1] = popcount3(bits.o[0], bits.o[1], bits.o[2]);
    this.turn = bits.turn;
    this.halfmoves = bits.halfmoves;
    this.ply = 0;
    this.rehash();
  }

  /** Both hash halves from scratch (make and unmake then keep them). */
  private rehash(): void {
    let h1 = this.turn === 1 ? TURN1 : 0;
    let h2 = this.turn === 1 ? TURN2 : 0;
    for (let side = 0; side < 2; side++) {
      for (let k = 0; k < 3; k++) {
        let bits = this.pieces[side * 3 + k];
        while (bits !== 0) {
          const index = k * 32 + 31 - Math.clz32(bits & -bits);
          bits &= bits - 1;
          h1 ^= this.keys.piece1[side * INDICES + index];
          h2 ^= this.keys.piece2[side * INDICES + index];
        }
      }
    }
    this.h1 = h1;
    this.h2 = h2;
  }

  /** Empty squares, word k. */
  empty(k: number): number {
    return this.open[k] & ~(this.pieces[k] | this.pieces[3 + k]);
  }

  emptyCount(): number {
    return popcount3(this.empty(0), this.empty(1), this.empty(2));
  }

  /** Whether `side` has any move. */
  hasMoves(side: number): boolean {
    const p = this.pieces;
    const board = this.layout.board;
    const small = this.layout.small;
    const h0 = sideways(p[side * 3]);
    const h1 = sideways(p[side * 3 + 1]);
    const h2 = sideways(p[side * 3 + 2]);
    // One step over the whole board (a jump passes over blocked squares), then a second onto empties.
    const n0 = sideways(near0(small, h0, h1) & board[0]);
    const n1 = sideways(near1(small, h0, h1, h2) & board[1]);
    const n2 = sideways(near2(small, h1, h2) & board[2]);
    return (
      ((near0(small, n0, n1) & this.empty(0)) |
        (near1(small, n0, n1, n2) & this.empty(1)) |
        (near2(small, n1, n2) & this.empty(2))) !==
      0
    );
  }

  /** Writes the moves of the side to move into `out` from `offset`; returns the new end. Never a pass. */
  generate(out: Int32Array, offset: number): number {
    const p = this.pieces;
    const own = this.turn * 3;
    const ring = this.layout.ring;
    const small = this.layout.small;
    const e0 = this.empty(0);
    const e1 = this.empty(1);
    const e2 = this.empty(2);
    const h0 = sideways(p[own]);
    const h1 = sideways(p[own + 1]);
    const h2 = sideways(p[own + 2]);
    let n = offset;
    for (let k = 0; k < 3; k++) {
      let targets =
        k === 0
          ? near0(small, h0, h1) & e0
          : k === 1
            ? near1(small, h0, h1, h2) & e1
            : near2(small, h1, h2) & e2;
      while (targets !== 0) {
        out[n++] = k * 32 + 31 - Math.clz32(targets & -targets);
        targets &= targets - 1;
      }
    }
    for (let k = 0; k < 3; k++) {
      let pieces = p[own + k];
      while (pieces !== 0) {
        const from = k * 32 + 31 - Math.clz32(pieces & -pieces);
        pieces &= pieces - 1;
        const jump = (from + 1) << 7;
        for (let into = 0; into < 3; into++) {
          let targets = ring[from * 3 + into] & (into === 0 ? e0 : into === 1 ? e1 : e2);
          while (targets !== 0) {
            out[n++] = jump | (into * 32 + 31 - Math.clz32(targets & -targets));
            targets &= targets - 1;
          }
        }
      }
    }
    return n;
  }

  /** Whether `move` (an engine move of any board, e.g. from the hash table) is legal here. */
  isLegal(move: number): boolean {
    if (move < 0) return false;
    const to = move & 127;
    if (to >= NO_SQUARE || (this.empty(to >> 5) & (1 << (to & 31))) === 0) return false;
    const p = this.pieces;
    const own = this.turn * 3;
    if (move < 128) {
      const t = to * 3;
      const { clone } = this.layout;
      return ((clone[t] & p[own]) | (clone[t + 1] & p[own + 1]) | (clone[t + 2] & p[own + 2])) !== 0;
    }
    const from = (move >> 7) - 1;
    if (from >= NO_SQUARE || (p[own + (from >> 5)] & (1 << (from & 31))) === 0) return false;
    return (this.layout.ring[from * 3 + (to >> 5)] & (1 << (to & 31))) !== 0;
  }

  /** Enemy pieces a move to `to` would flip. */
  flipsAt(to: number): number {
    const clone = this.layout.clone;
    const enemy = (this.turn ^ 1) * 3;
    const p = this.pieces;
    const t = to * 3;
    return popcount3(clone[t] & p[enemy], clone[t + 1] & p[enemy + 1], clone[t + 2] & p[enemy + 2]);
  }

  /** The mover's own pieces next to `square`. */
  ownNeighbours(square: number): number {
    const clone = this.layout.clone;
    const own = this.turn * 3;
    const p = this.pieces;
    const t = square * 3;
    return popcount3(clone[t] & p[own], clone[t + 1] & p[own + 1], clone[t + 2] & p[own + 2]);
  }

  /**
   * The start of `make` and `makeLeaf`: the undo entry's move, clock and hash, then the turn passes.
   * Returns where the entry starts.
   */
  private push(move: number): number {
    const u = this.ply * UNDO;
    const undo = this.undo;
    undo[u] = move;
    undo[u + 1] = this.halfmoves;
    undo[u + 6] = this.h1;
    undo[u + 7] = this.h2;
    this.turn ^= 1;
    this.ply++;
    return u;
  }

  /** Plays a move (assumed legal, or PASS), updating counts and hash, and pushes what unmake needs. */
  make(move: number): void {
    const side = this.turn;
    const u = this.push(move);
    const undo = this.undo;
    let h1 = this.h1 ^ TURN1;
    let h2 = this.h2 ^ TURN2;
    if (move === PASS) {
      undo[u + 2] = 0;
      undo[u + 3] = 0;
      undo[u + 4] = 0;
      undo[u + 5] = 0;
      this.halfmoves++;
      this.h1 = h1;
      this.h2 = h2;
      return;
    }
    const { clone, bit } = this.layout;
    const keys = this.keys;
    const p = this.pieces;
    const own = side * 3;
    const enemy = (side ^ 1) * 3;
    const to = move & 127;
    const t = to * 3;
    h1 ^= keys.piece1[side * INDICES + to];
    h2 ^= keys.piece2[side * INDICES + to];
    let from = NO_SQUARE;
    if (move >= 128) {
      from = (move >> 7) - 1;
      h1 ^= keys.piece1[side * INDICES + from];
      h2 ^= keys.piece2[side * INDICES + from];
      this.halfmoves++;
    } else {
      this.halfmoves = 0;
      this.count[side]++;
    }
    const f = from * 3;
    let flips = 0;
    for (let k = 0; k < 3; k++) {
      const flipped = clone[t + k] & p[enemy + k];
      p[enemy + k] ^= flipped;
      p[own + k] = (p[own + k] | flipped | bit[t + k]) ^ bit[f + k];
      undo[u + 2 + k] = flipped;
      if (flipped === 0) continue;
      flips += popcount(flipped);
      let bits = flipped;
      while (bits !== 0) {
        const index = k * 32 + 31 - Math.clz32(bits & -bits);
        bits &= bits - 1;
        h1 ^= keys.flip1[index];
        h2 ^= keys.flip2[index];
      }
    }
    this.count[side] += flips;
    this.count[side ^ 1] -= flips;
    undo[u + 5] = flips;
    this.h1 = h1;
    this.h2 = h2;
  }

  /**
   * `make` for a move whose child is a leaf: the pieces, counts, turn and halfmoves change as in `make`
   * and `unmake` takes it back, but the hash is left as it was (a leaf is evaluated, never looked up
   * or stored), which saves a key update per flipped piece on most of the moves a search makes.
   */
  makeLeaf(move: number): void {
    const side = this.turn;
    const u = this.push(move);
    const undo = this.undo;
    const { clone, bit } = this.layout;
    const p = this.pieces;
    const own = side * 3;
    const enemy = (side ^ 1) * 3;
    const t = (move & 127) * 3;
    let f = NO_SQUARE * 3;
    if (move >= 128) {
      f = ((move >> 7) - 1) * 3;
      this.halfmoves++;
    } else {
      this.halfmoves = 0;
      this.count[side]++;
    }
    const flipped0 = clone[t] & p[enemy];
    const flipped1 = clone[t + 1] & p[enemy + 1];
    const flipped2 = clone[t + 2] & p[enemy + 2];
    p[enemy] ^= flipped0;
    p[enemy + 1] ^= flipped1;
    p[enemy + 2] ^= flipped2;
    p[own] = (p[own] | flipped0 | bit[t]) ^ bit[f];
    p[own + 1] = (p[own + 1] | flipped1 | bit[t + 1]) ^ bit[f + 1];
    p[own + 2] = (p[own + 2] | flipped2 | bit[t + 2]) ^ bit[f + 2];
    undo[u + 2] = flipped0;
    undo[u + 3] = flipped1;
    undo[u + 4] = flipped2;
    const flips = popcount3(flipped0, flipped1, flipped2);
    this.count[side] += flips;
    this.count[side ^ 1] -= flips;
    undo[u + 5] = flips;
  }

  /** Takes back the last move made. */
  unmake(): void {
    this.ply--;
    const u = this.ply * UNDO;
    const undo = this.undo;
    const move = undo[u];
    this.halfmoves = undo[u + 1];
    this.h1 = undo[u + 6];
    this.h2 = undo[u + 7];
    const side = this.turn ^ 1;
    this.turn = side;
    if (move === PASS) return;
    const { bit } = this.layout;
    const p = this.pieces;
    const own = side * 3;
    const enemy = (side ^ 1) * 3;
    const t = (move & 127) * 3;
    const f = (move >= 128 ? (move >> 7) - 1 : NO_SQUARE) * 3;
    for (let k = 0; k < 3; k++) {
      const flipped = undo[u + 2 + k];
      p[own + k] = (p[own + k] ^ flipped ^ bit[t + k]) | bit[f + k];
      p[enemy + k] |= flipped;
    }
    const flips = undo[u + 5];
    this.count[side] -= flips;
    this.count[side ^ 1] += flips;
    if (move < 128) this.count[side]--;
  }

  /** What stands on a core square, as in FEN. */
  cellAt(square: number): 'x' | 'o' | '.' | '-' {
    const index = this.layout.indexOf[square];
    const k = index >> 5;
    const b = 1 << (index & 31);
    if (this.pieces[k] & b) return 'x';
    if (this.pieces[3 + k] & b) return 'o';
    return this.open[k] & b ? '.' : '-';
  }
}
