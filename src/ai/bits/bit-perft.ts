/**
 * Perft on the whole-board bit layout (layout.ts), counted as core's `perft` counts (standard engine
 * Ataxx): a forced classic pass is one node, a finished position has none, the last ply is counted
 * rather than played. The board travels in the arguments (mover's three words, then the other side's),
 * so a child position is made in registers and nothing is copied back or allocated.
 */
import { HALFMOVE_LIMIT, type Position, type Ruleset } from '../../core';
import { popcount3, sideways, spread } from './bit-ops';
import { toBits } from './bit-position';
import { bitLayout, NO_SQUARE } from './layout';

// The board being counted, in the wide layout kind (this walk's shifts are written for it): set by
// `bitPerft` before the walk (a walk never nests another).
let CLONE = bitLayout(7, 7, true).clone;
let RING = bitLayout(7, 7, true).ring;
let BIT = bitLayout(7, 7, true).bit;
let BOARD0 = 0;
let BOARD1 = 0;
let BOARD2 = 0;
let OPEN0 = 0;
let OPEN1 = 0;
let OPEN2 = 0;
let CLASSIC = true;

/** Leaves of the move tree `depth` plies below `position` under `rules`. */
export function bitPerft(position: Position, depth: number, rules: Ruleset = 'classic'): number {
  if (depth === 0) return 1;
  const bits = toBits(position, true);
  const layout = bits.layout;
  CLONE = layout.clone;
  RING = layout.ring;
  BIT = layout.bit;
  [BOARD0, BOARD1, BOARD2] = layout.board;
  [OPEN0, OPEN1, OPEN2] = bits.open;
  CLASSIC = rules === 'classic';
  const [a, b] = bits.turn === 0 ? [bits.x, bits.o] : [bits.o, bits.x];
  return walk(a[0], a[1], a[2], b[0], b[1], b[2], bits.halfmoves, depth);
}

/** Whether the side with pieces a0–a2 has any move onto the empty squares e0–e2. */
function canMove(a0: number, a1: number, a2: number, e0: number, e1: number, e2: number): boolean {
  const h0 = sideways(a0);
  const h1 = sideways(a1);
  const h2 = sideways(a2);
  // One step out over the whole board (blocked squares included: a jump passes over them), then two.
  const n0 = sideways(spread(0, h0, h1) & BOARD0);
  const n1 = sideways(spread(h0, h1, h2) & BOARD1);
  const n2 = sideways(spread(h1, h2, 0) & BOARD2);
  return ((spread(0, n0, n1) & e0) | (spread(n0, n1, n2) & e1) | (spread(n1, n2, 0) & e2)) !== 0;
}

/** Moves of the side with pieces a0–a2 (clones once per destination, jumps per origin and destination). */
function countMoves(a0: number, a1: number, a2: number, e0: number, e1: number, e2: number): number {
  const h0 = sideways(a0);
  const h1 = sideways(a1);
  const h2 = sideways(a2);
  let n = popcount3(spread(0, h0, h1) & e0, spread(h0, h1, h2) & e1, spread(h1, h2, 0) & e2);
  // The jumps, piece by piece: each word's pieces in turn (the index is word * 32 + bit).
  while (a0 !== 0) {
    const at = (31 - Math.clz32(a0 & -a0)) * 3;
    a0 &= a0 - 1;
    n += popcount3(RING[at] & e0, RING[at + 1] & e1, RING[at + 2] & e2);
  }
  while (a1 !== 0) {
    const at = (63 - Math.clz32(a1 & -a1)) * 3;
    a1 &= a1 - 1;
    n += popcount3(RING[at] & e0, RING[at + 1] & e1, RING[at + 2] & e2);
  }
  while (a2 !== 0) {
    const at = (95 - Math.clz32(a2 & -a2)) * 3;
    a2 &= a2 - 1;
    n += popcount3(RING[at] & e0, RING[at + 1] & e1, RING[at + 2] & e2);
  }
  return n;
}

function walk(
  a0: number,
  a1: number,
  a2: number,
  b0: number,
  b1: number,
  b2: number,
  half: number,
  depth: number,
): number {
  if ((a0 | a1 | a2) === 0 || (b0 | b1 | b2) === 0 || half >= HALFMOVE_LIMIT) return 0;
  const e0 = OPEN0 & ~(a0 | b0);
  const e1 = OPEN1 & ~(a1 | b1);
  const e2 = OPEN2 & ~(a2 | b2);
  if (depth === 1) {
    const n = countMoves(a0, a1, a2, e0, e1, e2);
    if (n > 0) return n;
    return CLASSIC && canMove(b0, b1, b2, e0, e1, e2) ? 1 : 0;
  }
  if (depth === 2) return lastTwo(a0, a1, a2, b0, b1, b2, e0, e1, e2, half);
  let nodes = 0;
  let moved = false;
  const h0 = sideways(a0);
  const h1 = sideways(a1);
  const h2 = sideways(a2);
  const t0 = spread(0, h0, h1) & e0;
  const t1 = spread(h0, h1, h2) & e1;
  const t2 = spread(h1, h2, 0) & e2;
  for (let word = 0; word < 3; word++) {
    let targets = word === 0 ? t0 : word === 1 ? t1 : t2;
    while (targets !== 0) {
      const low = targets & -targets;
      targets ^= low;
      const to = word * 32 + 31 - Math.clz32(low);
      nodes += child(a0, a1, a2, b0, b1, b2, to, NO_SQUARE, 0, depth - 1);
      moved = true;
    }
  }
  for (let word = 0; word < 3; word++) {
    let pieces = word === 0 ? a0 : word === 1 ? a1 : a2;
    while (pieces !== 0) {
      const low = pieces & -pieces;
      pieces ^= low;
      const from = word * 32 + 31 - Math.clz32(low);
      const at = from * 3;
      for (let into = 0; into < 3; into++) {
        let targets = RING[at + into] & (into === 0 ? e0 : into === 1 ? e1 : e2);
        while (targets !== 0) {
          const t = targets & -targets;
          targets ^= t;
          const to = into * 32 + 31 - Math.clz32(t);
          nodes += child(a0, a1, a2, b0, b1, b2, to, from, half + 1, depth - 1);
          moved = true;
        }
      }
    }
  }
  if (moved) return nodes;
  if (!CLASSIC || !canMove(b0, b1, b2, e0, e1, e2)) return 0;
  return walk(b0, b1, b2, a0, a1, a2, half + 1, depth - 1);
}

/** Plays the move `from` → `to` (from NO_SQUARE: a clone) for side a and walks on with b to move. */
function child(
  a0: number,
  a1: number,
  a2: number,
  b0: number,
  b1: number,
  b2: number,
  to: number,
  from: number,
  half: number,
  depth: number,
): number {
  const t = to * 3;
  const f = from * 3;
  const f0 = CLONE[t] & b0;
  const f1 = CLONE[t + 1] & b1;
  const f2 = CLONE[t + 2] & b2;
  return walk(
    b0 ^ f0,
    b1 ^ f1,
    b2 ^ f2,
    (a0 | f0 | BIT[t]) ^ BIT[f],
    (a1 | f1 | BIT[t + 1]) ^ BIT[f + 1],
    (a2 | f2 | BIT[t + 2]) ^ BIT[f + 2],
    half,
    depth,
  );
}

/** Each of side b's pieces' empty jump targets, by index, at the node `lastTwo` is counting. */
const JUMPS_FROM = new Int32Array(96);

/**
 * Two plies left: each child's move count without walking into it, one destination at a time. What a
 * move to `to` leaves the other side (its pieces, its jumps less those of the pieces flipped and those
 * onto `to`, its clones) is the same for the clone and every jump there; a jump from `from` adds only
 * side b's jumps onto the square it left and a clone there if b borders it.
 */
function lastTwo(
  a0: number,
  a1: number,
  a2: number,
  b0: number,
  b1: number,
  b2: number,
  e0: number,
  e1: number,
  e2: number,
  half: number,
): number {
  let jumps = 0;
  for (let word = 0; word < 3; word++) {
    let pieces = word === 0 ? b0 : word === 1 ? b1 : b2;
    while (pieces !== 0) {
      const index = word * 32 + 31 - Math.clz32(pieces & -pieces);
      pieces &= pieces - 1;
      const at = index * 3;
      const n = popcount3(RING[at] & e0, RING[at + 1] & e1, RING[at + 2] & e2);
      JUMPS_FROM[index] = n;
      jumps += n;
    }
  }
  const h0 = sideways(a0);
  const h1 = sideways(a1);
  const h2 = sideways(a2);
  const t0 = spread(0, h0, h1) & e0;
  const t1 = spread(h0, h1, h2) & e1;
  const t2 = spread(h1, h2, 0) & e2;
  let d0 = t0;
  let d1 = t1;
  let d2 = t2;
  const jumping = half + 1 < HALFMOVE_LIMIT;
  if (jumping) {
    // Every empty square within two steps (a jump passes over blocked squares).
    const n0 = sideways(spread(0, h0, h1) & BOARD0);
    const n1 = sideways(spread(h0, h1, h2) & BOARD1);
    const n2 = sideways(spread(h1, h2, 0) & BOARD2);
    d0 = spread(0, n0, n1) & e0;
    d1 = spread(n0, n1, n2) & e1;
    d2 = spread(n1, n2, 0) & e2;
  }
  let nodes = 0;
  let moved = false;
  for (let word = 0; word < 3; word++) {
    let targets = word === 0 ? d0 : word === 1 ? d1 : d2;
    const clones = word === 0 ? t0 : word === 1 ? t1 : t2;
    while (targets !== 0) {
      const low = targets & -targets;
      targets ^= low;
      const to = word * 32 + 31 - Math.clz32(low);
      const t = to * 3;
      const f0 = CLONE[t] & b0;
      const f1 = CLONE[t + 1] & b1;
      const f2 = CLONE[t + 2] & b2;
      const c0 = b0 ^ f0;
      const c1 = b1 ^ f1;
      const c2 = b2 ^ f2;
      const clone = (clones & low) !== 0;
      const o0 = RING[t] & a0;
      const o1 = RING[t + 1] & a1;
      const o2 = RING[t + 2] & a2;
      if (clone || (o0 | o1 | o2) !== 0) moved = true;
      // Side b lost every piece: each move here ends the game, with no leaves.
      if ((c0 | c1 | c2) === 0) continue;
      let left = jumps - popcount3(RING[t] & c0, RING[t + 1] & c1, RING[t + 2] & c2);
      for (let k = 0; k < 3; k++) {
        let flipped = k === 0 ? f0 : k === 1 ? f1 : f2;
        while (flipped !== 0) {
          left -= JUMPS_FROM[k * 32 + 31 - Math.clz32(flipped & -flipped)];
          flipped &= flipped - 1;
        }
      }
      const g0 = e0 ^ BIT[t];
      const g1 = e1 ^ BIT[t + 1];
      const g2 = e2 ^ BIT[t + 2];
      const s0 = sideways(c0);
      const s1 = sideways(c1);
      const s2 = sideways(c2);
      // Side b's clone targets after the move (and the squares next to its pieces, for a jump's origin).
      const r0 = spread(0, s0, s1);
      const r1 = spread(s0, s1, s2);
      const r2 = spread(s1, s2, 0);
      const base = left + popcount3(r0 & g0, r1 & g1, r2 & g2);
      if (clone) nodes += base > 0 ? base : passes(a0 | f0, a1 | f1, a2 | f2, to, NO_SQUARE, g0, g1, g2);
      if (!jumping) continue;
      for (let k = 0; k < 3; k++) {
        let origins = k === 0 ? o0 : k === 1 ? o1 : o2;
        while (origins !== 0) {
          const bit = origins & -origins;
          origins ^= bit;
          const f = (k * 32 + 31 - Math.clz32(bit)) * 3;
          const n =
            base +
            popcount3(RING[f] & c0, RING[f + 1] & c1, RING[f + 2] & c2) +
            ((k === 0 ? r0 : k === 1 ? r1 : r2) & bit ? 1 : 0);
          nodes +=
            n > 0
              ? n
              : passes(a0 | f0, a1 | f1, a2 | f2, to, f / 3, g0 | BIT[f], g1 | BIT[f + 1], g2 | BIT[f + 2]);
        }
      }
    }
  }
  if (!jumping) moved ||= countMoves(a0, a1, a2, e0, e1, e2) > 0;
  if (moved) return nodes;
  if (!CLASSIC || !canMove(b0, b1, b2, e0, e1, e2)) return 0;
  return walk(b0, b1, b2, a0, a1, a2, half + 1, 1);
}

/**
 * A child where side b has no move: one leaf (the forced pass) under classic rules if side a, which
 * played `from` → `to` with pieces a (flips included), can still move onto the empties g; else none.
 */
function passes(
  a0: number,
  a1: number,
  a2: number,
  to: number,
  from: number,
  g0: number,
  g1: number,
  g2: number,
): number {
  if (!CLASSIC) return 0;
  const t = to * 3;
  const f = from * 3;
  return canMove(
    (a0 | BIT[t]) ^ BIT[f],
    (a1 | BIT[t + 1]) ^ BIT[f + 1],
    (a2 | BIT[t + 2]) ^ BIT[f + 2],
    g0,
    g1,
    g2,
  )
    ? 1
    : 0;
}
