/**
 * The evaluation (evaluate.ts explains its terms and weights) computed on the whole-board words of a
 * BitBoard: each term is a few spreads and popcounts of three words (of two in the small layout kind,
 * bit-evaluate-small.ts), with no scratch rows. It gives the
 * row-by-row `evaluate` its exact values (tests/ai/bit-board.test.ts), so the search's choices stay.
 */
import { piecesOnly, weigh, type EvalWeights } from '../evaluate';
import type { BitBoard } from './bit-board';
import { popcount3, sideways, spread } from './bit-ops';
import { MOVER_STUCK, smallEvaluation } from './bit-evaluate-small';

export { MOVER_STUCK };

/**
 * The position from the side to move's view, in hundredths of a piece. Here and in
 * `evaluateUnlessStuck` the layout kind picks the function, so the JIT compiles each kind's evaluation
 * as a function of its own (inside one shared function, the kind met second stayed uninlined calls).
 */
export const evaluateBits = (board: BitBoard, weights: EvalWeights): number =>
  board.layout.small && !piecesOnly(weights)
    ? smallEvaluation(board, weights, false, null)
    : evaluation(board, weights, false);

/**
 * The evaluation, or MOVER_STUCK when the side to move cannot move: the search's leaves need both, and
 * the evaluation's reach already answers the second.
 */
export const evaluateUnlessStuck = (board: BitBoard, weights: EvalWeights): number =>
  board.layout.small && !piecesOnly(weights)
    ? smallEvaluation(board, weights, true, null)
    : evaluation(board, weights, true);

/**
 * The counts the evaluation weighs, into `out`: one per term in TERM_NAMES order (the move's is 1),
 * then the empty and the open squares. For the tuner (src/ai/tune/).
 */
export function evaluationTerms(board: BitBoard, out: Int32Array): void {
  evaluation(board, TERMS_ON, false, out);
}

/** Weights that switch every term on, for `evaluationTerms`. */
const TERMS_ON: EvalWeights = {
  piece: 1,
  safe: 1,
  exposed: 1,
  mobility: 1,
  tempo: 1,
  territory: 1,
  edge: 1,
  corner: 1,
};

function evaluation(
  board: BitBoard,
  weights: EvalWeights,
  checkStuck: boolean,
  out: Int32Array | null = null,
): number {
  const us = board.turn;
  const pieces = board.count[us] - board.count[us ^ 1];
  if (piecesOnly(weights))
    return checkStuck && !board.hasMoves(us) ? MOVER_STUCK : weights.piece * pieces + weights.tempo;
  if (board.layout.small) return smallEvaluation(board, weights, checkStuck, out);
  const layoutBoard = board.layout.board;
  const b0 = layoutBoard[0];
  const b1 = layoutBoard[1];
  const b2 = layoutBoard[2];
  const p = board.pieces;
  const e0 = board.empty(0);
  const e1 = board.empty(1);
  const e2 = board.empty(2);
  const u = us * 3;
  const t = (us ^ 1) * 3;
  // Squares each side can move to next: clones (one step) and reach (one or two steps).
  let a0 = sideways(p[u]);
  let a1 = sideways(p[u + 1]);
  let a2 = sideways(p[u + 2]);
  const uc0 = spread(0, a0, a1) & b0;
  const uc1 = spread(a0, a1, a2) & b1;
  const uc2 = spread(a1, a2, 0) & b2;
  a0 = sideways(uc0);
  a1 = sideways(uc1);
  a2 = sideways(uc2);
  const ur0 = spread(0, a0, a1) & e0;
  const ur1 = spread(a0, a1, a2) & e1;
  const ur2 = spread(a1, a2, 0) & e2;
  if (checkStuck && (ur0 | ur1 | ur2) === 0) return MOVER_STUCK;
  a0 = sideways(p[t]);
  a1 = sideways(p[t + 1]);
  a2 = sideways(p[t + 2]);
  const tc0 = spread(0, a0, a1) & b0;
  const tc1 = spread(a0, a1, a2) & b1;
  const tc2 = spread(a1, a2, 0) & b2;
  a0 = sideways(tc0);
  a1 = sideways(tc1);
  a2 = sideways(tc2);
  const tr0 = spread(0, a0, a1) & e0;
  const tr1 = spread(a0, a1, a2) & e1;
  const tr2 = spread(a1, a2, 0) & e2;
  const mobility = popcount3(uc0 & e0, uc1 & e1, uc2 & e2) - popcount3(tc0 & e0, tc1 & e1, tc2 & e2);

  // Safe: no empty square around a piece. Exposed: a piece next to a square the enemy can reach.
  a0 = sideways(e0);
  a1 = sideways(e1);
  a2 = sideways(e2);
  const n0 = spread(0, a0, a1);
  const n1 = spread(a0, a1, a2);
  const n2 = spread(a1, a2, 0);
  const safe =
    popcount3(p[u] & ~n0, p[u + 1] & ~n1, p[u + 2] & ~n2) -
    popcount3(p[t] & ~n0, p[t + 1] & ~n1, p[t + 2] & ~n2);
  a0 = sideways(tr0);
  a1 = sideways(tr1);
  a2 = sideways(tr2);
  let exposed = popcount3(
    p[u] & spread(0, a0, a1),
    p[u + 1] & spread(a0, a1, a2),
    p[u + 2] & spread(a1, a2, 0),
  );
  a0 = sideways(ur0);
  a1 = sideways(ur1);
  a2 = sideways(ur2);
  exposed -= popcount3(p[t] & spread(0, a0, a1), p[t + 1] & spread(a0, a1, a2), p[t + 2] & spread(a1, a2, 0));

  // Territory only where some empty square is out of one side's next-move reach.
  const unreachedUs = (e0 & ~ur0) | (e1 & ~ur1) | (e2 & ~ur2);
  const unreachedThem = (e0 & ~tr0) | (e1 & ~tr1) | (e2 & ~tr2);
  let sealed = 0;
  if ((unreachedUs | unreachedThem) !== 0 && weights.territory !== 0) {
    sealed = sealedTerritory(
      unreachedUs !== 0,
      ur0,
      ur1,
      ur2,
      unreachedThem !== 0,
      tr0,
      tr1,
      tr2,
      e0,
      e1,
      e2,
      b0,
      b1,
      b2,
    );
  }
  let edges = 0;
  let corners = 0;
  if (weights.edge !== 0 || weights.corner !== 0) {
    const edge = board.layout.edge;
    const corner = board.layout.corner;
    edges =
      popcount3(p[u] & edge[0], p[u + 1] & edge[1], p[u + 2] & edge[2]) -
      popcount3(p[t] & edge[0], p[t + 1] & edge[1], p[t + 2] & edge[2]);
    corners =
      popcount3(p[u] & corner[0], p[u + 1] & corner[1], p[u + 2] & corner[2]) -
      popcount3(p[t] & corner[0], p[t + 1] & corner[1], p[t + 2] & corner[2]);
  }
  const empties = weights.late === undefined && out === null ? 0 : popcount3(e0, e1, e2);
  const open = empties + board.count[0] + board.count[1];
  return weigh(weights, out, pieces, safe, exposed, mobility, sealed, edges, corners, empties, open);
}

/**
 * Empty squares the side to move's reach grows to and the other side's never does, less the reverse.
 * Each reach grows through empty squares (two steps at a time, over anything) until it stops growing;
 * a side whose reach already holds every empty square needs no growing. Both grow in one loop, side by
 * side: the two chains of shifts are independent, so the processor runs them at once, and the loop
 * ends as soon as both hold every empty square (the usual opening) or neither grows.
 */
function sealedTerritory(
  growUs: boolean,
  u0: number,
  u1: number,
  u2: number,
  growThem: boolean,
  t0: number,
  t1: number,
  t2: number,
  e0: number,
  e1: number,
  e2: number,
  b0: number,
  b1: number,
  b2: number,
): number {
  let f0 = growUs ? u0 : e0;
  let f1 = growUs ? u1 : e1;
  let f2 = growUs ? u2 : e2;
  let g0 = growThem ? t0 : e0;
  let g1 = growThem ? t1 : e1;
  let g2 = growThem ? t2 : e2;
  while (true) {
    let a0 = sideways(f0);
    let a1 = sideways(f1);
    let a2 = sideways(f2);
    let c0 = sideways(g0);
    let c1 = sideways(g1);
    let c2 = sideways(g2);
    const m0 = spread(0, a0, a1) & b0;
    const m1 = spread(a0, a1, a2) & b1;
    const m2 = spread(a1, a2, 0) & b2;
    const n0 = spread(0, c0, c1) & b0;
    const n1 = spread(c0, c1, c2) & b1;
    const n2 = spread(c1, c2, 0) & b2;
    a0 = sideways(m0);
    a1 = sideways(m1);
    a2 = sideways(m2);
    c0 = sideways(n0);
    c1 = sideways(n1);
    c2 = sideways(n2);
    const x0 = (spread(0, a0, a1) & e0) | f0;
    const x1 = (spread(a0, a1, a2) & e1) | f1;
    const x2 = (spread(a1, a2, 0) & e2) | f2;
    const y0 = (spread(0, c0, c1) & e0) | g0;
    const y1 = (spread(c0, c1, c2) & e1) | g1;
    const y2 = (spread(c1, c2, 0) & e2) | g2;
    const grown = (x0 ^ f0) | (x1 ^ f1) | (x2 ^ f2) | (y0 ^ g0) | (y1 ^ g1) | (y2 ^ g2);
    f0 = x0;
    f1 = x1;
    f2 = x2;
    g0 = y0;
    g1 = y1;
    g2 = y2;
    if (grown === 0) break;
    if (((f0 ^ e0) | (f1 ^ e1) | (f2 ^ e2) | (g0 ^ e0) | (g1 ^ e1) | (g2 ^ e2)) === 0) return 0;
  }
  return popcount3(f0 & ~g0, f1 & ~g1, f2 & ~g2) - popcount3(g0 & ~f0, g1 & ~f1, g2 & ~f2);
}
