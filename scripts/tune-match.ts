/**
 * `npx tsx scripts/tune-match.ts [--nodes 10000] [--rules arcade] [--seed 1] [--max-games 2000]
 * [--elo0 0] [--elo1 10]`: the tuned weights (TUNED_EVAL) against the hand-set ones (HAND_SET_EVAL), both
 * in this checkout's engine at a fixed node budget, as an SPRT over game pairs (each opening with both
 * colours). The openings are the tuner's (src/ai/tune/self-play.ts) on its boards (the 7×7 start, the
 * blocker layouts, the campaign), so this tests arcade rules, the game's default, where the UAI match
 * (`npm run ai:match -- --a new --b old`) can only play classic. One thread.
 */
import { applyMove, outcome, Random, type Position, type Ruleset } from '../src/core/index.ts';
import { HAND_SET_EVAL, type EvalWeights } from '../src/ai/evaluate.ts';
import { TUNED_EVAL } from '../src/ai/tune/tuned-weights.ts';
import { Searcher } from '../src/ai/search.ts';
import { openingOf } from '../src/ai/tune/self-play.ts';
import { pairElo, sprt, type PairScore } from '../src/ai/sprt.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';
import { tuneBoards } from './tune-data.ts';

const SCRIPT = 'tune-match';
const { values: args } = readArgs(SCRIPT, {
  nodes: { type: 'string' },
  rules: { type: 'string' },
  seed: { type: 'string' },
  'max-games': { type: 'string' },
  elo0: { type: 'string' },
  elo1: { type: 'string' },
});
const rules = args.rules ?? 'arcade';
if (rules !== 'arcade' && rules !== 'classic')
  usageError(SCRIPT, `--rules is arcade or classic, got "${rules}"`);
const options = {
  nodes: numberArg(SCRIPT, 'nodes', args.nodes, 10_000, { min: 1, whole: true }),
  rules: rules as Ruleset,
  seed: numberArg(SCRIPT, 'seed', args.seed, 1, { whole: true }),
  maxGames: numberArg(SCRIPT, 'max-games', args['max-games'], 2000, { min: 2, whole: true }),
  elo0: numberArg(SCRIPT, 'elo0', args.elo0, 0),
  elo1: numberArg(SCRIPT, 'elo1', args.elo1, 10),
};

const engine = new Searcher({ hashMb: 16 });

/** One game from `start`; returns x's score. */
function play(start: Position, x: EvalWeights, o: EvalWeights): number {
  let position = start;
  for (let ply = 0; ply < 2000; ply++) {
    const over = outcome(position, options.rules);
    if (over) return over.winner === 'x' ? 1 : over.winner === 'o' ? 0 : 0.5;
    engine.clear();
    const style = { weights: position.turn === 'x' ? x : o, reductions: true, jumpPruning: true };
    const move = engine.search(position, options.rules, { nodes: options.nodes }, undefined, style).move;
    position = applyMove(position, move).position;
  }
  return 0.5;
}

const boards = tuneBoards();
const all = [boards.start, ...boards.others];
const random = new Random(options.seed);
const judge = new Searcher({ hashMb: 4 });
const bounds = { elo0: options.elo0, elo1: options.elo1, alpha: 0.05, beta: 0.05 };
const pairs: PairScore[] = [];
let wins = 0;
let draws = 0;
let losses = 0;
console.log(
  `tuned v hand-set, ${options.rules}, ${options.nodes} nodes a move, elo0 ${options.elo0}, elo1 ${options.elo1}`,
);
const started = process.cpuUsage();
for (let pair = 0; pair * 2 < options.maxGames; pair++) {
  // Every other pair from the 7×7 start, the rest from the other boards in turn.
  const start = pair % 2 === 0 ? boards.start : all[1 + ((pair >> 1) % (all.length - 1))];
  const opening = openingOf(start, options.rules, random, judge);
  const first = play(opening, TUNED_EVAL, HAND_SET_EVAL);
  const second = 1 - play(opening, HAND_SET_EVAL, TUNED_EVAL);
  for (const score of [first, second]) {
    if (score === 1) wins++;
    else if (score === 0) losses++;
    else draws++;
  }
  pairs.push((first + second) as PairScore);
  const state = sprt(pairs, bounds);
  if (pairs.length % 4 === 0 || state.verdict !== 'continue') {
    const { elo, error } = pairElo(pairs);
    const used = process.cpuUsage(started);
    console.log(
      `games ${pairs.length * 2}: W ${wins} D ${draws} L ${losses}, Elo ${elo >= 0 ? '+' : ''}${Math.round(elo)} ± ${Math.round(error)}, ` +
        `LLR ${state.llr.toFixed(2)} (${state.lower.toFixed(2)}, ${state.upper.toFixed(2)}), ${((used.user + used.system) / 1e6).toFixed(0)} CPU-s`,
    );
  }
  if (state.verdict !== 'continue') {
    console.log(`SPRT ${state.verdict}s`);
    break;
  }
}
