/**
 * The evaluation of bit-evaluate.ts for the small layout kind (boards at most 7×8, layout.ts): the same
 * terms on two words instead of three, with the small kind's shifts. Written out apart because the
 * evaluation runs at every leaf and a third, always empty word would cost a third of its time; the
 * tests hold both kinds to the row-by-row evaluation, term for term.
 */
import { weigh, type EvalWeights } from '../evaluate';
import type { BitBoard } from './bit-board';
import { popcount, sideways, spreadSmall as spread } from './bit-ops';

/** What `evaluateUnlessStuck` returns when the side to move has no move: no evaluation is that low. */
export const MOVER_STUCK = -0x40000000;

/** Bits set in two words. */
const popcount2 = (a: number, b: number): number => popcount(a) + popcount(b);

/**
 * `evaluation` of bit-evaluate.ts on a small-kind board whose weights are not pieces only: the score
 * from the side to move's view, MOVER_STUCK when `checkStuck` and it cannot move, and the term counts
 * into `out` when given.
 */
export function smallEvaluation(
  board: BitBoard,
  weights: EvalWeights,
  checkStuck: boolean,
  out: Int32Array | null,
): number {
  const us = board.turn;
  const pieces = board.count[us] - board.count[us ^ 1];
  const b0 = board.layout.board[0];
  const b1 = board.layout.board[1];
  const p = board.pieces;
  const e0 = board.empty(0);
  const e1 = board.empty(1);
  const u = us * 3;
  const t = (us ^ 1) * 3;
  const us0 = p[u];
  const us1 = p[u + 1];
  const them0 = p[t];
  const them1 = p[t + 1];
  // Squares each side can move to next: clones (one step) and reach (one or two steps).
  let a0 = sideways(us0);
  let a1 = sideways(us1);
  const uc0 = spread(0, a0, a1) & b0;
  const uc1 = spread(a0, a1, 0) & b1;
  a0 = sideways(uc0);
  a1 = sideways(uc1);
  const ur0 = spread(0, a0, a1) & e0;
  const ur1 = spread(a0, a1, 0) & e1;
  if (checkStuck && (ur0 | ur1) === 0) return MOVER_STUCK;
  a0 = sideways(them0);
  a1 = sideways(them1);
  const tc0 = spread(0, a0, a1) & b0;
  const tc1 = spread(a0, a1, 0) & b1;
  a0 = sideways(tc0);
  a1 = sideways(tc1);
  const tr0 = spread(0, a0, a1) & e0;
  const tr1 = spread(a0, a1, 0) & e1;
  const mobility = popcount2(uc0 & e0, uc1 & e1) - popcount2(tc0 & e0, tc1 & e1);

  // Safe: no empty square around a piece. Exposed: a piece next to a square the enemy can reach.
  a0 = sideways(e0);
  a1 = sideways(e1);
  const n0 = spread(0, a0, a1);
  const n1 = spread(a0, a1, 0);
  const safe = popcount2(us0 & ~n0, us1 & ~n1) - popcount2(them0 & ~n0, them1 & ~n1);
  a0 = sideways(tr0);
  a1 = sideways(tr1);
  let exposed = popcount2(us0 & spread(0, a0, a1), us1 & spread(a0, a1, 0));
  a0 = sideways(ur0);
  a1 = sideways(ur1);
  exposed -= popcount2(them0 & spread(0, a0, a1), them1 & spread(a0, a1, 0));

  // Territory only where some empty square is out of one side's next-move reach.
  const unreachedUs = (e0 & ~ur0) | (e1 & ~ur1);
  const unreachedThem = (e0 & ~tr0) | (e1 & ~tr1);
  let sealed = 0;
  if ((unreachedUs | unreachedThem) !== 0 && weights.territory !== 0)
    sealed = sealedTerritory(unreachedUs !== 0, ur0, ur1, unreachedThem !== 0, tr0, tr1, e0, e1, b0, b1);
  let edges = 0;
  let corners = 0;
  if (weights.edge !== 0 || weights.corner !== 0) {
    const edge = board.layout.edge;
    const corner = board.layout.corner;
    edges = popcount2(us0 & edge[0], us1 & edge[1]) - popcount2(them0 & edge[0], them1 & edge[1]);
    corners = popcount2(us0 & corner[0], us1 & corner[1]) - popcount2(them0 & corner[0], them1 & corner[1]);
  }
  const empties = weights.late === undefined && out === null ? 0 : popcount2(e0, e1);
  const open = empties + board.count[0] + board.count[1];
  return weigh(weights, out, pieces, safe, exposed, mobility, sealed, edges, corners, empties, open);
}

/** `sealedTerritory` of bit-evaluate.ts on two words: both reaches grow side by side until they stop. */
function sealedTerritory(
  growUs: boolean,
  u0: number,
  u1: number,
  growThem: boolean,
  t0: number,
  t1: number,
  e0: number,
  e1: number,
  b0: number,
  b1: number,
): number {
  let f0 = growUs ? u0 : e0;
  let f1 = growUs ? u1 : e1;
  let g0 = growThem ? t0 : e0;
  let g1 = growThem ? t1 : e1;
  while (true) {
    let a0 = sideways(f0);
    let a1 = sideways(f1);
    let c0 = sideways(g0);
    let c1 = sideways(g1);
    const m0 = spread(0, a0, a1) & b0;
    const m1 = spread(a0, a1, 0) & b1;
    const n0 = spread(0, c0, c1) & b0;
    const n1 = spread(c0, c1, 0) & b1;
    a0 = sideways(m0);
    a1 = sideways(m1);
    c0 = sideways(n0);
    c1 = sideways(n1);
    const x0 = (spread(0, a0, a1) & e0) | f0;
    const x1 = (spread(a0, a1, 0) & e1) | f1;
    const y0 = (spread(0, c0, c1) & e0) | g0;
    const y1 = (spread(c0, c1, 0) & e1) | g1;
    const grown = (x0 ^ f0) | (x1 ^ f1) | (y0 ^ g0) | (y1 ^ g1);
    f0 = x0;
    f1 = x1;
    g0 = y0;
    g1 = y1;
    if (grown === 0) break;
    if (((f0 ^ e0) | (f1 ^ e1) | (g0 ^ e0) | (g1 ^ e1)) === 0) return 0;
  }
  return popcount2(f0 & ~g0, f1 & ~g1) - popcount2(g0 & ~f0, g1 & ~f1);
}
