/**
 * `npx tsx scripts/tune-bench.ts`: what the evaluation costs, in CPU nanoseconds a call, for the
 * hand-set weights (one phase) and the tuned ones (two phases, slid by the empty squares), over
 * positions of seeded random playouts on the 7×7 start. Alternates the two, best of five rounds each,
 * so a busy machine hurts both alike.
 */
import {
  applyMove,
  legalMoves,
  outcome,
  parseFen,
  Random,
  START_FEN,
  type Position,
} from '../src/core/index.ts';
import { BitBoard } from '../src/ai/bits/bit-board.ts';
import { evaluateUnlessStuck } from '../src/ai/bits/bit-evaluate.ts';
import { FULL_EVAL, HAND_SET_EVAL, type EvalWeights } from '../src/ai/evaluate.ts';
import { TUNED_EVAL } from '../src/ai/tune/tuned-weights.ts';

function boards(): BitBoard[] {
  const parsed = parseFen(START_FEN);
  if (!parsed.ok) throw new Error('tune-bench: bad start');
  const random = new Random(11);
  const out: BitBoard[] = [];
  for (let game = 0; game < 40; game++) {
    let position: Position = parsed.value;
    while (!outcome(position, 'arcade')) {
      out.push(new BitBoard(position));
      position = applyMove(position, random.pick(legalMoves(position, 'arcade'))).position;
    }
  }
  return out;
}

function nanosPerCall(all: BitBoard[], weights: EvalWeights): number {
  const repeats = 200;
  let sink = 0;
  const started = process.cpuUsage();
  for (let r = 0; r < repeats; r++) for (const board of all) sink += evaluateUnlessStuck(board, weights);
  const used = process.cpuUsage(started);
  if (sink === 0.5) console.log(sink);
  return ((used.user + used.system) * 1000) / (repeats * all.length);
}

const all = boards();
const best = { hand: Infinity, tuned: Infinity, full: Infinity };
for (let round = 0; round < 5; round++) {
  best.hand = Math.min(best.hand, nanosPerCall(all, HAND_SET_EVAL));
  best.tuned = Math.min(best.tuned, nanosPerCall(all, TUNED_EVAL));
  best.full = Math.min(best.full, nanosPerCall(all, FULL_EVAL));
}
console.log(
  `${all.length} positions: hand-set ${best.hand.toFixed(0)} ns a call, tuned ${best.tuned.toFixed(0)} ns, ` +
    `FULL_EVAL ${best.full.toFixed(0)} ns (CPU time, best of 5)`,
);
