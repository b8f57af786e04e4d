import type { Move } from '../core';
import type { BitBoard } from './bits/bit-board';
import { near0, near1, near2, popcount3, sideways } from './bits/bit-ops';
import { INDICES } from './bits/layout';
import { countFlips, flippingTwo, flipsAt, FOUND } from './bits/flip-planes';
import { sortMoves } from './move-sort';
import { frontierFirst } from './frontier-first';
import { KILLER_SCORE, ordered } from './order-score';
import { NO_MOVE } from './table';

/** More than any position can have: at most ~690 moves fit on a 9×9 board. */
export const MAX_MOVES = 1024;
const INFINITE = 32000;
const HASH_SCORE = 1 << 30;
/** Moves picked one by one before the rest of a node's moves are sorted in one go. */
const PICKED = 3;
export { KILLER_SCORE };

/** The bit of a jump's destination in word `word` (0 for a clone, NO_MOVE, or another word). */
const jumpSquare = (move: Move, word: number): number =>
  move >= 128 && (move & 127) >> 5 === word ? 1 << (move & 31) : 0;

/**
 * The search's move lists and what orders them: per ply, the moves and their order scores in typed
 * arrays; killers per ply and history per side and move, rewarded on cutoffs. Ordering: the hash move,
 * then by pieces gained (a clone adds one and leaves no hole), killers, and history; a jump that opens
 * a hole next to its own pieces sinks.
 */
export class MoveOrder {
  /** Moves of ply p from p * MAX_MOVES. */
  readonly moves: Int32Array;
  /** Their order scores, side by side. */
  readonly order: Int32Array;
  private readonly sortKeys = new Int32Array(MAX_MOVES);
  private readonly sortMoves = new Int32Array(MAX_MOVES);
  private readonly killers: Int32Array;
  private readonly history = new Int32Array(2 * 16384);
  /** Flips by destination while one node's moves are scored, valid where `flipStamp` holds `stamp`. */
  private readonly flipsTo = new Int32Array(INDICES);
  private readonly flipStamp = new Int32Array(INDICES);
  private stamp = 0;
  /** Where generateScored left the first of its highest-ordered moves (the first pick, found as it went). */
  firstPick = 0;

  constructor(plies: number) {
    this.moves = new Int32Array(plies * MAX_MOVES);
    this.order = new Int32Array(plies * MAX_MOVES);
    this.killers = new Int32Array(2 * plies);
  }

  /** Forgets all history (a new game). */
  forget(): void {
    this.history.fill(0);
  }

  /** A new search: no killers yet, and older history counts for less. */
  newSearch(): void {
    this.killers.fill(NO_MOVE);
    for (let i = 0; i < this.history.length; i++) this.history[i] >>= 2;
  }

  /**
   * Puts the `i`th move to search at `base + i`: most nodes cut off after a move or two, so those are
   * picked one at a time (the first was found as the moves were generated); a node that gets further
   * will likely try everything, so the rest are sorted at once.
   */
  pick(base: number, i: number, count: number): void {
    if (i > PICKED) return;
    if (i === PICKED) return this.sortRest(base + i, base + count);
    const moves = this.moves;
    const order = this.order;
    let pick = i === 0 ? this.firstPick : base + i;
    if (i > 0) {
      let top = order[pick];
      for (let j = pick + 1; j < base + count; j++) {
        const value = order[j];
        if (value > top) {
          top = value;
          pick = j;
        }
      }
    }
    const picked = moves[pick];
    const pickedOrder = order[pick];
    moves[pick] = moves[base + i];
    order[pick] = order[base + i];
    moves[base + i] = picked;
    order[base + i] = pickedOrder;
  }

  /** Sorts moves[from, to) by falling order score (`sortMoves`). */
  sortRest(from: number, to: number): void {
    sortMoves(this.moves, this.order, this.sortKeys, this.sortMoves, from, to);
  }

  rewardCutoff(move: Move, depth: number, ply: number, side: number): void {
    const killers = this.killers;
    if (killers[2 * ply] !== move) {
      killers[2 * ply + 1] = killers[2 * ply];
      killers[2 * ply] = move;
    }
    const slot = side * 16384 + (move & 16383);
    this.history[slot] = Math.min(1 << 20, this.history[slot] + depth * depth);
  }

  /** The move `generateScored` would put first, found without writing the move list (frontier-first.ts). */
  frontierFirst(b: BitBoard, hashMove: Move, ply: number): Move {
    return frontierFirst(b, hashMove, this.killers[2 * ply], this.killers[2 * ply + 1], this.history);
  }

  /**
   * The side to move's moves from `base` with their order scores (`moveScore`'s, in the Board's
   * generation order), in one pass: each destination's flips and each origin's neighbours are counted
   * once, not once per move. Returns the new end.
   *
   * Near the leaves the search skips every jump past its first move that flips fewer than `keepFlips`
   * (jump pruning), and with late-move pruning stops at the first quiet move from its `late`th on. Such
   * a jump, unless it is the hash move or a killer, orders at most `keepFlips * 1000 - 500`. When there
   * are at least three clones, and `late` listed moves (at least the PICKED picked one by one) order
   * above that, those jumps are left out: every pick and swap is of a listed move, the sort keeps the
   * listed moves' order, and none of the jumps left out could come before the search stops taking
   * quiet moves, so the moves searched, their order and the index each is searched at are exactly as
   * with every move listed. Otherwise, or with `keepFlips` 0, every move is listed.
   */
  generateScored(
    b: BitBoard,
    base: number,
    hashMove: Move,
    ply: number,
    keepFlips = 0,
    late = MAX_MOVES,
  ): number {
    const { clone, ring } = b.layout;
    const p = b.pieces;
    const own = b.turn * 3;
    const enemy = (b.turn ^ 1) * 3;
    const m0 = p[own];
    const m1 = p[own + 1];
    const m2 = p[own + 2];
    const x0 = p[enemy];
    const x1 = p[enemy + 1];
    const x2 = p[enemy + 2];
    const e0 = b.empty(0);
    const e1 = b.empty(1);
    const e2 = b.empty(2);
    const moves = this.moves;
    const order = this.order;
    const killer1 = this.killers[2 * ply];
    const killer2 = this.killers[2 * ply + 1];
    const history = this.history;
    const historyBase = b.turn * 16384;
    const flipsTo = this.flipsTo;
    const flipStamp = this.flipStamp;
    if (++this.stamp >= 1 << 30) {
      flipStamp.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    const small = b.layout.small;
    // Small boards count every square's flips at once (flip-planes.ts); wide ones square by square.
    if (small) countFlips(x0, x1);
    const h0 = sideways(m0);
    const h1 = sideways(m1);
    const h2 = sideways(m2);
    let n = base;
    let top = -INFINITE;
    let first = base;
    for (let k = 0; k < 3; k++) {
      let targets =
        k === 0
          ? near0(small, h0, h1) & e0
          : k === 1
            ? near1(small, h0, h1, h2) & e1
            : near2(small, h1, h2) & e2;
      while (targets !== 0) {
        const to = k * 32 + 31 - Math.clz32(targets & -targets);
        targets &= targets - 1;
        let flips: number;
        if (small) flips = flipsAt(to);
        else {
          const t = to * 3;
          flips = popcount3(clone[t] & x0, clone[t + 1] & x1, clone[t + 2] & x2);
          flipsTo[to] = flips;
          flipStamp[to] = stamp;
        }
        moves[n] = to;
        let value: number;
        if (to === hashMove) value = HASH_SCORE;
        else {
          const score = (flips + 1) * 1000 + 500;
          value = ordered(score, to, killer1, killer2, history[historyBase + to]);
        }
        order[n] = value;
        if (value > top) {
          top = value;
          first = n;
        }
        n++;
      }
    }
    // Fewer than three clones: the first picks may swap a jump, so every move is listed (in this pass).
    if (n - base < PICKED) keepFlips = 0;
    // Jump destinations worth listing: every empty square, or with `keepFlips` those next to an enemy
    // piece and those of the hash move and killers.
    let d0 = e0;
    let d1 = e1;
    let d2 = e2;
    const bound = keepFlips * 1000 - 500;
    if (keepFlips > 0) {
      const s0 = jumpSquare(hashMove, 0) | jumpSquare(killer1, 0) | jumpSquare(killer2, 0);
      const s1 = jumpSquare(hashMove, 1) | jumpSquare(killer1, 1) | jumpSquare(killer2, 1);
      const s2 = jumpSquare(hashMove, 2) | jumpSquare(killer1, 2) | jumpSquare(killer2, 2);
      if (small && keepFlips === 2) {
        // A ply from the leaves only jumps flipping two or more are listed: on small boards the squares
        // that many are already known.
        flippingTwo();
        d0 &= FOUND[0] | s0;
        d1 &= FOUND[1] | s1;
      } else {
        const y0 = sideways(x0);
        const y1 = sideways(x1);
        const y2 = sideways(x2);
        d0 &= near0(small, y0, y1) | s0;
        d1 &= near1(small, y0, y1, y2) | s1;
        d2 &= near2(small, y1, y2) | s2;
      }
    }
    for (let k = 0; k < 3; k++) {
      let pieces = k === 0 ? m0 : k === 1 ? m1 : m2;
      while (pieces !== 0) {
        const from = k * 32 + 31 - Math.clz32(pieces & -pieces);
        pieces &= pieces - 1;
        const f = from * 3;
        // A jump that opens a hole next to its own pieces sinks.
        const hole = popcount3(clone[f] & m0, clone[f + 1] & m1, clone[f + 2] & m2) * 150;
        const jump = (from + 1) << 7;
        for (let into = 0; into < 3; into++) {
          let targets = ring[f + into] & (into === 0 ? d0 : into === 1 ? d1 : d2);
          while (targets !== 0) {
            const to = into * 32 + 31 - Math.clz32(targets & -targets);
            targets &= targets - 1;
            let flips: number;
            if (small) flips = flipsAt(to);
            else if (flipStamp[to] === stamp) flips = flipsTo[to];
            else {
              const t = to * 3;
              flips = popcount3(clone[t] & x0, clone[t + 1] & x1, clone[t + 2] & x2);
              flipsTo[to] = flips;
              flipStamp[to] = stamp;
            }
            const move = jump | to;
            if (flips < keepFlips && move !== hashMove && move !== killer1 && move !== killer2) continue;
            moves[n] = move;
            let value: number;
            if (move === hashMove) value = HASH_SCORE;
            else {
              const score = flips * 1000 - hole;
              value = ordered(score, move, killer1, killer2, history[historyBase + (move & 16383)]);
            }
            order[n] = value;
            if (value > top) {
              top = value;
              first = n;
            }
            n++;
          }
        }
      }
    }
    if (keepFlips > 0) {
      const listed = late < MAX_MOVES ? Math.max(late, PICKED) : PICKED;
      let above = 0;
      for (let i = base; i < n && above < listed; i++) if (order[i] > bound) above++;
      if (above < listed) return this.generateScored(b, base, hashMove, ply);
    }
    this.firstPick = first;
    return n;
  }

  /**
   * Ordering: the hash move, then by pieces gained (a clone adds one and leaves no hole), killers,
   * and history; a jump that opens a hole next to its own pieces sinks.
   */
  moveScore(b: BitBoard, move: Move, hashMove: Move, ply: number): number {
    if (move === hashMove) return HASH_SCORE;
    const to = move & 127;
    const flips = b.flipsAt(to);
    let score: number;
    if (move < 128) score = (flips + 1) * 1000 + 500;
    else score = flips * 1000 - b.ownNeighbours((move >> 7) - 1) * 150;
    const seen = this.history[b.turn * 16384 + (move & 16383)];
    return ordered(score, move, this.killers[2 * ply], this.killers[2 * ply + 1], seen);
  }
}
