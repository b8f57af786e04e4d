/**
 * The tuner's data: seeded self-play games from balanced openings, every position on the way kept with
 * the search's score for it, then labelled with how the game ended. Pure code (no Node modules): the
 * script (scripts/tune.ts) reads the boards, spreads games over threads and caches what they return.
 */
import { applyMove, legalMoves, outcome, Random, toFen, type Position, type Ruleset } from '../../core';
import { Searcher, WIN_BOUND } from '../search';

/** One position of a self-play game, from the side to move's view. */
export interface Sample {
  readonly fen: string;
  readonly rules: Ruleset;
  /** The self-play search's score (hundredths of a piece), clamped short of a win. */
  readonly score: number;
  /** How the game ended for the side to move here: 1 won, 0.5 drawn, 0 lost. */
  readonly result: number;
}

/** One game to play: which board, which rules, the node budget a move and the game's own seed. */
export interface SelfPlayJob {
  readonly index: number;
  readonly start: Position;
  readonly rules: Ruleset;
  readonly nodes: number;
  readonly seed: number;
}

/** Random plies from the start before a game counts as an opening. */
const OPENING_PLIES = 4;
/** A short search must call the opening within this many hundredths of a piece. */
const LEVEL_OPENING = 150;
const MAX_PLIES = 1000;

/** The side-to-move's result for a game won by `winner` (null for a draw). */
const resultFor = (winner: 'x' | 'o' | null, turn: 'x' | 'o'): number =>
  winner === null ? 0.5 : winner === turn ? 1 : 0;

/**
 * A balanced opening: random plies from `start` until a depth-3 search calls it level (or the attempts
 * run out, when the last one is taken), so neither colour starts with a won game.
 */
export function openingOf(start: Position, rules: Ruleset, random: Random, judge: Searcher): Position {
  let position = start;
  for (let attempt = 0; attempt < 30; attempt++) {
    position = start;
    for (let ply = 0; ply < OPENING_PLIES && !outcome(position, rules); ply++) {
      const moves = legalMoves(position, rules);
      position = applyMove(position, moves[random.int(moves.length)]).position;
    }
    if (outcome(position, rules)) continue;
    judge.clear();
    if (Math.abs(judge.search(position, rules, { depth: 3 }).score) <= LEVEL_OPENING) return position;
  }
  return position;
}

/**
 * Plays one game with the full engine on both sides, `job.nodes` a move and the table cleared each
 * move (so it replays exactly), and returns every position where the side to move had a real choice.
 */
export function playSelfPlay(job: SelfPlayJob, engine: Searcher): Sample[] {
  const random = new Random(job.seed);
  let position = openingOf(job.start, job.rules, random, engine);
  const seen: { fen: string; turn: 'x' | 'o'; score: number }[] = [];
  let winner: 'x' | 'o' | null = null;
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const over = outcome(position, job.rules);
    if (over) {
      winner = over.winner;
      break;
    }
    engine.clear();
    const found = engine.search(position, job.rules, { nodes: job.nodes });
    const moves = legalMoves(position, job.rules);
    if (moves.length > 1) {
      const score = Math.max(-WIN_BOUND, Math.min(WIN_BOUND, found.score));
      seen.push({ fen: toFen(position), turn: position.turn, score });
    }
    position = applyMove(position, found.move).position;
  }
  return seen.map(({ fen, turn, score }) => ({
    fen,
    rules: job.rules,
    score,
    result: resultFor(winner, turn),
  }));
}
