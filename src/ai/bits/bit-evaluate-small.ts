/**
 * The evaluation of bit-evaluate.ts for the small layout kind (boards at most 7×8, layout.ts): the same
 * terms on two words instead of three, with the small kind's shifts. Written out apart because the
 * evaluation runs at every leaf and a third, always empty word would cost a third of its time; the
 * tests hold both kinds to the row-by-row evaluation, term for term.
 */
import { weigh, type EvalWeights } from '../evaluate';
import type { BitBoard } from './bit-board';
import { NO_SQUARE, type BitLayout } from './layout';
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
  const p = board.pieces;
  const u = us * 3;
  const t = (us ^ 1) * 3;
  return wordsEvaluation(
    board.layout,
    weights,
    checkStuck,
    out,
    p[u],
    p[u + 1],
    p[t],
    p[t + 1],
    board.empty(0),
    board.empty(1),
    board.count[us],
    board.count[us ^ 1],
  );
}

/** What `smallEvaluationAfter` returns when the move takes the enemy's last pieces. */
export const WIPED_OUT = -0x40000001;

/**
 * `smallEvaluation(board, weights, true, null)` of the board after `move` (a clone or jump of the side
 * to move), read from the words it would leave, without making it: the search's leaves (its children
 * of frontier nodes) need no hash, no undo entry and no board of their own. From the view of the side
 * to move after `move`: MOVER_STUCK when it cannot move, WIPED_OUT when it has no pieces left.
 */
export function smallEvaluationAfter(board: BitBoard, move: number, weights: EvalWeights): number {
  const layout = board.layout;
  const { clone, bit } = layout;
  const side = board.turn;
  const p = board.pieces;
  const own = side * 3;
  const enemy = (side ^ 1) * 3;
  const t = (move & 127) * 3;
  const f = (move >= 128 ? (move >> 7) - 1 : NO_SQUARE) * 3;
  const flipped0 = clone[t] & p[enemy];
  const flipped1 = clone[t + 1] & p[enemy + 1];
  const flips = popcount2(flipped0, flipped1);
  const enemyCount = board.count[side ^ 1] - flips;
  if (enemyCount === 0) return WIPED_OUT;
  return wordsEvaluation(
    layout,
    weights,
    true,
    null,
    p[enemy] ^ flipped0,
    p[enemy + 1] ^ flipped1,
    (p[own] | flipped0 | bit[t]) ^ bit[f],
    (p[own + 1] | flipped1 | bit[t + 1]) ^ bit[f + 1],
    (board.empty(0) & ~bit[t]) | bit[f],
    (board.empty(1) & ~bit[t + 1]) | bit[f + 1],
    enemyCount,
    board.count[side] + flips + (move >= 128 ? 0 : 1),
  );
}

/**
 * The small evaluation of a board given by its words: the side to move's pieces (us0/us1) and the
 * other side's (them0/them1), the empty squares, and both sides' counts.
 */
function wordsEvaluation(
  layout: BitLayout,
  weights: EvalWeights,
  checkStuck: boolean,
  out: Int32Array | null,
  us0: number,
  us1: number,
  them0: number,
  them1: number,
  e0: number,
  e1: number,
  usCount: number,
  themCount: number,
): number {
  const pieces = usCount - themCount;
  const b0 = layout.board[0];
  const b1 = layout.board[1];
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
    const edge = layout.edge;
    const corner = layout.corner;
    edges = popcount2(us0 & edge[0], us1 & edge[1]) - popcount2(them0 & edge[0], them1 & edge[1]);
    corners = popcount2(us0 & corner[0], us1 & corner[1]) - popcount2(them0 & corner[0], them1 & corner[1]);
  }
  const empties = weights.late === undefined && out === null ? 0 : popcount2(e0, e1);
  const open = empties + usCount + themCount;
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
