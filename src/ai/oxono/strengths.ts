/**
 * Oxono's ladder: strengths 1 to 10 (core/strengths.ts's range) as node budgets, so the same request
 * gives the same move on any device and under any load. The low rungs are beginners who sometimes
 * miss a threat: with a seeded chance a move is careless (it takes a win in one it sees, but otherwise
 * judges each move by the position it leaves, blind to the reply that wins at once), and the newcomer's
 * careless moves are any move at all. Every strength takes a win in one, so the beginners' rungs share
 * about 375 Elo between careless always and careless never; from strength 4 up each rung has about four
 * times the nodes of the one below (a doubling is worth about 90 Elo there, less near the top), but
 * the top's 250,000, what a phone answers within about half a second (`npm run bench:browser -- --game
 * oxono`; 300,000 came to 920 ms on a quiet machine, over 1 s on a loaded one). The
 * budgets were set from `npm run ai:match -- --game oxono --ladder` (the README's Oxono paragraph has
 * the table).
 */
import { MAX_STRENGTH, MIN_STRENGTH } from '../../core/strengths';
import { Random } from '../../core/random';
import { NO_MOVE, ALL_PAWNS, type OxonoBoard } from './board';
import { evaluate } from './evaluate';
import { generateMoves, MAX_MOVES } from './moves';
import { OxonoSearch, WIN, type OxonoSearchResult } from './search';
import { findWin } from './wins';

export interface OxonoStrength {
  readonly level: number;
  readonly name: string;
  /** The search's node budget. */
  readonly nodes: number;
  /** The chance that a move is careless (blind to the opponent's reply). */
  readonly careless: number;
  /** The chance that a careless move is any move at all (a win in one it sees is still taken). */
  readonly wild: number;
}

const rung = (level: number, name: string, nodes: number, careless = 0, wild = 0): OxonoStrength => ({
  level,
  name,
  nodes,
  careless,
  wild,
});

/** Weakest first: OXONO_STRENGTHS[n - 1] is strength n. */
export const OXONO_STRENGTHS: readonly OxonoStrength[] = [
  rung(1, 'Newcomer', 100, 1, 1),
  rung(2, 'Beginner', 100, 0.8),
  rung(3, 'Casual', 100, 0.25),
  rung(4, 'Apprentice', 100),
  rung(5, 'Club player', 350),
  rung(6, 'Skilled', 1_300),
  rung(7, 'Expert', 5_000),
  rung(8, 'Master', 19_000),
  rung(9, 'Grandmaster', 75_000),
  rung(10, 'Oxono', 250_000),
];

/** The rung for a strength, rounded and clamped to 1..10. */
export function oxonoStrength(level: number): OxonoStrength {
  const rounded = Math.round(Number.isFinite(level) ? level : MAX_STRENGTH);
  const clamped = Math.max(MIN_STRENGTH, Math.min(MAX_STRENGTH, rounded));
  return OXONO_STRENGTHS[clamped - 1];
}

let shared: OxonoSearch | null = null;
/** The search every strength shares in this thread (its table is cleared before each question). */
export const sharedSearch = (): OxonoSearch => (shared ??= new OxonoSearch());

/**
 * The move at a strength: cleared memory first and a node budget, so it depends only on the board,
 * the strength and the seed. `timeMs` is for tools (a match at a fixed time a move) and never set by
 * the game or the club.
 */
export function chooseOxonoMove(
  board: OxonoBoard,
  level: number,
  seed: number,
  options: { readonly search?: OxonoSearch; readonly timeMs?: number } = {},
): OxonoSearchResult {
  const strength = oxonoStrength(level);
  if (strength.careless > 0 && new Random(seed).next() < strength.careless)
    return carelessMove(board, seed, strength.wild);
  const search = options.search ?? sharedSearch();
  search.clear();
  const limits =
    options.timeMs === undefined
      ? { nodes: strength.nodes }
      : { nodes: strength.nodes, timeMs: options.timeMs };
  return search.search(board, limits);
}

/**
 * A beginner's move: a win in one if it sees one (every strength takes those), else with the chance
 * `wild` any move at all (a newcomer who has not yet learnt to build lines), else the move whose
 * position looks best, ties by seed.
 */
export function carelessMove(board: OxonoBoard, seed: number, wild = 0): OxonoSearchResult {
  const win = findWin(board, board.side);
  if (win !== NO_MOVE) return { move: win, score: WIN - 1, depth: 1, nodes: 1 };
  const moves = new Int32Array(MAX_MOVES);
  const count = generateMoves(board, moves, 0);
  const random = new Random(seed ^ 0x5bd1e995);
  random.next();
  if (wild > 0 && random.next() < wild) {
    const move = moves[random.int(count)];
    return { move, score: 0, depth: 0, nodes: count };
  }
  let best: number[] = [];
  let bestScore = -Infinity;
  for (let i = 0; i < count; i++) {
    board.make(moves[i]);
    const score = board.placed === ALL_PAWNS ? 0 : -evaluate(board);
    board.unmake(moves[i]);
    if (score > bestScore) {
      bestScore = score;
      best = [moves[i]];
    } else if (score === bestScore) best.push(moves[i]);
  }
  return { move: random.pick(best), score: bestScore, depth: 0, nodes: count };
}
