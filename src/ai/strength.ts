import { applyMove, legalMoves, Random, type Move } from '../core';
import { FULL_EVAL, MATERIAL_EVAL, type EvalWeights } from './evaluate';
import { Searcher, type SearchStyle } from './search';
import type { SearchLimits, SearchResult, ThinkRequest } from './types';

/** One rung of the ladder: how far the opponent looks, what it sees, and how often it slips. */
export interface Strength {
  readonly level: number;
  readonly name: string;
  readonly description: string;
  /** Search depth in plies, when depth is the budget. */
  readonly depth?: number;
  /** Node budget: deterministic, unlike a clock. */
  readonly nodes?: number;
  /** A wall-clock cap on top of the node budget, so a slow device still replies in time. */
  readonly timeMs: number;
  readonly weights: EvalWeights;
  readonly reductions: boolean;
  /** Chance of playing the second-best move instead of the best... */
  readonly slip: number;
  /** ...when it is at most this much worse (hundredths of a piece), so a slip stays plausible. */
  readonly slipMargin: number;
}

const rung = (
  level: number,
  name: string,
  description: string,
  budget: { depth?: number; nodes?: number },
  weights: EvalWeights,
  slip: number,
  slipMargin: number,
): Strength => ({
  level,
  name,
  description,
  ...budget,
  timeMs: 950,
  weights,
  reductions: budget.nodes !== undefined,
  slip,
  slipMargin,
});

/**
 * The ladder, weakest first: `STRENGTHS[n - 1]` is strength n. Measured with `npm run ai:match`: one-ply
 * rungs at the bottom (~150-250 Elo apart); two- and three-ply rungs in the middle, where one ply is
 * worth ~300 Elo and slips with wider margins only shave tens of Elo off it; then node budgets 3-4x
 * apart (~150 Elo a doubling), the last step 8x because near the top a doubling is worth only ~65.
 */
export const STRENGTHS: readonly Strength[] = [
  rung(
    1,
    'Newcomer',
    'Grabs whatever flips the most pieces, and often not even that.',
    { depth: 1 },
    MATERIAL_EVAL,
    0.35,
    200,
  ),
  rung(
    2,
    'Beginner',
    'Greedy: takes the biggest bite now and never looks at your reply.',
    { depth: 1 },
    MATERIAL_EVAL,
    0.05,
    100,
  ),
  rung(
    3,
    'Casual',
    'Never looks at your reply, but fears holes and open flanks.',
    { depth: 1 },
    FULL_EVAL,
    0,
    0,
  ),
  rung(
    4,
    'Apprentice',
    'Checks your best reply, and slips now and then.',
    { depth: 2 },
    FULL_EVAL,
    0.15,
    100,
  ),
  rung(
    5,
    'Club player',
    'Looks three moves ahead and keeps its pieces together; slips now and then.',
    { depth: 3 },
    FULL_EVAL,
    0.2,
    120,
  ),
  rung(
    6,
    'Skilled',
    'A real search on a tiny budget: about three moves deep, best replies first.',
    { nodes: 3_000 },
    FULL_EVAL,
    0,
    0,
  ),
  rung(
    7,
    'Expert',
    'Reads about four moves deep and punishes loose jumps.',
    { nodes: 8_000 },
    FULL_EVAL,
    0,
    0,
  ),
  rung(8, 'Master', 'Reads about five moves deep; hard to trap.', { nodes: 25_000 }, FULL_EVAL, 0, 0),
  rung(
    9,
    'Grandmaster',
    'Searches about six moves deep; very hard to trap.',
    { nodes: 100_000 },
    FULL_EVAL,
    0,
    0,
  ),
  rung(10, 'Infection', 'Everything the engine has.', { nodes: 800_000 }, FULL_EVAL, 0, 0),
];

export const MIN_STRENGTH = 1;
export const MAX_STRENGTH = STRENGTHS.length;

/** The rung for a strength, clamped to 1..10 and rounded. */
export function strengthOf(level: number): Strength {
  const index = Math.round(Number.isFinite(level) ? level : MAX_STRENGTH) - 1;
  return STRENGTHS[Math.max(0, Math.min(STRENGTHS.length - 1, index))];
}

let shared: Searcher | null = null;

/**
 * The computer opponent's move at `request.strength`. The same request gives the same move: the table
 * is cleared first and budgets are node counts (the clock only caps a slow device).
 */
export function chooseMove(
  request: ThinkRequest,
  options: { readonly searcher?: Searcher; readonly timeMs?: number; readonly style?: SearchStyle } = {},
): SearchResult {
  const strength = { ...strengthOf(request.strength), ...(options.timeMs ? { timeMs: options.timeMs } : {}) };
  const engine = options.searcher ?? (shared ??= new Searcher({ hashMb: 8 }));
  engine.clear();
  const { position, rules } = request;
  const limits: SearchLimits = { depth: strength.depth, nodes: strength.nodes, timeMs: strength.timeMs };
  const full = strength.reductions;
  const style = { weights: strength.weights, reductions: full, jumpPruning: full, ...options.style };
  const moves = legalMoves(position, rules);
  if (strength.depth === undefined || moves.length < 2)
    return engine.search(position, rules, limits, undefined, style);
  // Depth rungs score every move at the same depth, so ties are broken by the seed and a slip has a
  // known cost. The clock still caps the whole reply: out of time, the best scored so far stands.
  const started = Date.now();
  const deadline = started + strength.timeMs;
  const random = new Random(request.seed);
  const scored: { move: Move; score: number }[] = [];
  let nodes = 0;
  for (const move of moves) {
    const timeMs = deadline - Date.now();
    if (timeMs <= 0 && scored.length > 0) break;
    const after = scoreAfter(
      engine,
      request,
      move,
      strength.depth - 1,
      { ...limits, timeMs: Math.max(1, timeMs) },
      style,
    );
    nodes += after.nodes;
    scored.push({ move, score: after.score });
  }
  scored.sort((a, b) => b.score - a.score);
  const top = scored.filter((entry) => entry.score === scored[0].score);
  let chosen = random.pick(top);
  if (random.next() < strength.slip) {
    const second = scored.find((entry) => entry.score < scored[0].score);
    if (second && scored[0].score - second.score <= strength.slipMargin) {
      chosen = random.pick(scored.filter((entry) => entry.score === second.score));
    }
  }
  return {
    move: chosen.move,
    score: chosen.score,
    depth: strength.depth,
    nodes,
    timeMs: Date.now() - started,
    pv: [chosen.move],
  };
}

/** A move's score for the mover, looking `depth` plies past it. */
function scoreAfter(
  engine: Searcher,
  request: ThinkRequest,
  move: Move,
  depth: number,
  limits: SearchLimits,
  style: SearchStyle,
): { score: number; nodes: number } {
  const next = applyMove(request.position, move).position;
  if (depth === 0) return { score: -engine.evaluate(next, request.rules, style.weights), nodes: 1 };
  const result = engine.search(next, request.rules, { ...limits, depth }, undefined, style);
  return { score: -result.score, nodes: result.nodes };
}
