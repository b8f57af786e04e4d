/**
 * The first move a node one ply from the leaves searches, found without listing its moves (most such
 * nodes cut off on it): MoveOrder.frontierFirst.
 */
import type { Move } from '../core';
import type { BitBoard } from './bits/bit-board';
import { near0, near1, near2, popcount3, sideways } from './bits/bit-ops';
import { countFlips, flipsAt, FOUND, mostFlipped } from './bits/flip-planes';
import { KILLER_SCORE, ordered } from './order-score';
import { NO_MOVE } from './table';

const INFINITE = 32000;

/**
 * The move MoveOrder.generateScored would put first, found without writing the move list: the hash
 * move if legal, else the best clone, unless a killer or a jump onto a square where the most a jump
 * can score reaches it does better. NO_MOVE when there is no move.
 */
export function frontierFirst(
  b: BitBoard,
  hashMove: Move,
  killer1: Move,
  killer2: Move,
  history: Int32Array,
): Move {
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
        const value = ordered(score, to, killer1, killer2, history[historyBase + to]);
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
        const value = ordered(score, to, killer1, killer2, history[historyBase + to]);
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
    const value = Math.max(
      b.flipsAt(killer & 127) * 1000 - b.ownNeighbours((killer >> 7) - 1) * 150,
      KILLER_SCORE,
    );
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
          const value = ordered(score, move, killer1, killer2, history[historyBase + (move & 16383)]);
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
