import type { Move } from '../core';
import type { BitBoard } from './bits/bit-board';
import { near0, near1, near2, popcount3, sideways } from './bits/bit-ops';
import { INDICES } from './bits/layout';
import { countFlips, flippingTwo, flipsAt, FOUND, mostFlipped } from './bits/flip-planes';
import { sortMoves } from './move-sort';
import { NO_MOVE } from './table';

/** More than any position can have: at most ~690 moves fit on a 9×9 board. */
export const MAX_MOVES = 1024;
const INFINITE = 32000;
const HASH_SCORE = 1 << 30;
/** Moves picked one by one before the rest of a node's moves are sorted in one go. */
const PICKED = 3;
/** Above any quiet move, below a move that gains many pieces. */
export const KILLER_SCORE = 4200;

/** An order score with the move's history bonus: 25 for each doubling of its cut-off count. */
const withHistory = (score: number, seen: number): number =>
  score + (seen > 0 ? (31 - Math.clz32(seen)) * 25 : 0);

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

  /**
   * The move `generateScored` would put first, found without writing the move list: the hash move if
   * legal, else the best clone, unless a killer or a jump onto a square where the most a jump can
   * score reaches it does better. NO_MOVE when there is no move.
   */
  frontierFirst(b: BitBoard, hashMove: Move, ply: number): Move {
    if (hashMove !== NO_MOVE && b.isLegal(hashMove)) return hashMove;
    const { clone } = b.layout;
    const p = b.pieces;
    const own = b.turn * 3;
    const enemy = (b.turn ^ 1) * 3;
    const x0 = p[enemy];
    const x1 = p[enemy + 1];
    const x2 = p[enemy + 2];
    const e0 = b.empty(0);
    const e1 = b.empty(1);
    const e2 = b.empty(2);
    const h0 = sideways(p[own]);
    const h1 = sideways(p[own + 1]);
    const h2 = sideways(p[own + 2]);
    const small = b.layout.small;
    const t0 = near0(small, h0, h1) & e0;
    const t1 = near1(small, h0, h1, h2) & e1;
    const t2 = near2(small, h1, h2) & e2;
    const killer1 = this.killers[2 * ply];
    const killer2 = this.killers[2 * ply + 1];
    const history = this.history;
    const historyBase = b.turn * 16384;
    let top = -INFINITE;
    let first = NO_MOVE;
    if (small) {
      // The clones that flip the most, found at once from bit-sliced counts of every square's enemy
      // neighbours: a clone that flips fewer scores below them whatever its history (at most 500), so
      // only they, and killers (which a clone flipping at most two does not outscore), can come first.
      countFlips(x0, x1);
      const most = mostFlipped(t0, t1);
      const m0 = FOUND[0];
      const m1 = FOUND[1];
      const score = (most + 1) * 1000 + 500;
      for (let k = 0; k < 2; k++) {
        let targets = k === 0 ? m0 : m1;
        while (targets !== 0) {
          const to = k * 32 + 31 - Math.clz32(targets & -targets);
          targets &= targets - 1;
          let value: number;
          if (to === killer1 || to === killer2) value = Math.max(score, KILLER_SCORE);
          else value = withHistory(score, history[historyBase + to]);
          if (value > top) {
            top = value;
            first = to;
          }
        }
      }
      // A killer clone among the rest, when it can reach KILLER_SCORE above them (ties: the lower square).
      for (let k = 0; k < 2 && most <= 2; k++) {
        const killer = k === 0 ? killer1 : killer2;
        if (killer < 0 || killer >= 64) continue;
        const bit = 1 << (killer & 31);
        if (((killer < 32 ? t0 & ~m0 : t1 & ~m1) & bit) === 0) continue;
        const value = Math.max((flipsAt(killer) + 1) * 1000 + 500, KILLER_SCORE);
        if (value > top || (value === top && killer < first)) {
          top = value;
          first = killer;
        }
      }
    } else {
      for (let k = 0; k < 3; k++) {
        let targets = k === 0 ? t0 : k === 1 ? t1 : t2;
        while (targets !== 0) {
          const to = k * 32 + 31 - Math.clz32(targets & -targets);
          targets &= targets - 1;
          const t = to * 3;
          const flips = popcount3(clone[t] & x0, clone[t + 1] & x1, clone[t + 2] & x2);
          const score = (flips + 1) * 1000 + 500;
          let value: number;
          if (to === killer1 || to === killer2) value = Math.max(score, KILLER_SCORE);
          else value = withHistory(score, history[historyBase + to]);
          if (value > top) {
            top = value;
            first = to;
          }
        }
      }
    }
    // Jumps come after every clone, by origin then destination: among equal scores the clone, or the
    // jump with the lowest (origin, destination), which is the lowest move, comes first.
    for (let k = 0; k < 2; k++) {
      const killer = k === 0 ? killer1 : killer2;
      if (killer < 128 || !b.isLegal(killer)) continue;
      const value = this.jumpOrder(b, killer);
      if (value > top || (value === top && first >= 128 && killer < first)) {
        top = value;
        first = killer;
      }
    }
    const { ring } = b.layout;
    const m0 = p[own];
    const m1 = p[own + 1];
    const m2 = p[own + 2];
    const board = b.layout.board;
    const n0 = sideways(near0(small, h0, h1) & board[0]);
    const n1 = sideways(near1(small, h0, h1, h2) & board[1]);
    const n2 = sideways(near2(small, h1, h2) & board[2]);
    // A jump onto a clone's square scores below that clone; elsewhere it scores at most its flips * 1000
    // + the largest history bonus (500), so only squares where that reaches the best so far matter.
    let j0 = near0(small, n0, n1) & e0 & ~t0;
    let j1 = near1(small, n0, n1, n2) & e1 & ~t1;
    let j2 = near2(small, n1, n2) & e2 & ~t2;
    if (top > 500) {
      // A jump that flips nothing cannot reach the best: only squares next to an enemy piece can.
      const y0 = sideways(x0);
      const y1 = sideways(x1);
      const y2 = sideways(x2);
      j0 &= near0(small, y0, y1);
      j1 &= near1(small, y0, y1, y2);
      j2 &= near2(small, y1, y2);
    }
    for (let k = 0; k < 3; k++) {
      let targets = k === 0 ? j0 : k === 1 ? j1 : j2;
      while (targets !== 0) {
        const to = k * 32 + 31 - Math.clz32(targets & -targets);
        targets &= targets - 1;
        const t = to * 3;
        const flips = small ? flipsAt(to) : popcount3(clone[t] & x0, clone[t + 1] & x1, clone[t + 2] & x2);
        if (flips * 1000 + 500 < top) continue;
        for (let w = 0; w < 3; w++) {
          let origins = ring[t + w] & (w === 0 ? m0 : w === 1 ? m1 : m2);
          while (origins !== 0) {
            const from = w * 32 + 31 - Math.clz32(origins & -origins);
            origins &= origins - 1;
            const f = from * 3;
            const move = ((from + 1) << 7) | to;
            const score = flips * 1000 - popcount3(clone[f] & m0, clone[f + 1] & m1, clone[f + 2] & m2) * 150;
            let value: number;
            if (move === killer1 || move === killer2) value = Math.max(score, KILLER_SCORE);
            else value = withHistory(score, history[historyBase + (move & 16383)]);
            if (value > top || (value === top && first >= 128 && move < first)) {
              top = value;
              first = move;
            }
          }
        }
      }
    }
    return first;
  }

  /** A killer jump's order score (it is legal). */
  private jumpOrder(b: BitBoard, move: Move): number {
    const score = b.flipsAt(move & 127) * 1000 - b.ownNeighbours((move >> 7) - 1) * 150;
    return Math.max(score, KILLER_SCORE);
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
          if (to === killer1 || to === killer2) value = Math.max(score, KILLER_SCORE);
          else value = withHistory(score, history[historyBase + to]);
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
              if (move === killer1 || move === killer2) value = Math.max(score, KILLER_SCORE);
              else value = withHistory(score, history[historyBase + (move & 16383)]);
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
    if (move === this.killers[2 * ply] || move === this.killers[2 * ply + 1])
      return Math.max(score, KILLER_SCORE);
    return withHistory(score, this.history[b.turn * 16384 + (move & 16383)]);
  }
}
