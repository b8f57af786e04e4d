/**
 * `npm run ai:match -- --a 5 --b 6 --games 40 [--rules arcade|classic] [--board FEN] [--movetime ms]
 * [--openings N] [--seed N] [--quiet]`: plays two players from balanced openings, each opening with both
 * colours, and prints wins/draws/losses for A with an Elo difference and its 95% error bar.
 * A player is a strength 1..10 or `greedy`; `9/noreduce`, `9/noprune` or `9/noterritory` switches off
 * late-move reductions, last-ply jump pruning or the sealed-territory term, to measure what they are worth. `--movetime` caps each move's thinking time (the strengths'
 * own budgets still apply).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  applyMove,
  isRuleset,
  legalMoves,
  outcome,
  parseFen,
  Random,
  START_FEN,
  type Move,
  type Position,
  type Ruleset,
} from '../src/core/index.ts';
import { chooseMove, greedyMove, Searcher, strengthOf } from '../src/ai/index.ts';

interface Options {
  a: string;
  b: string;
  games: number;
  rules: Ruleset;
  board: string | null;
  movetime: number | null;
  seed: number;
  quiet: boolean;
}

function fail(message: string): never {
  console.error(`ai:match: ${message}`);
  process.exit(2);
}

function readOptions(args: string[]): Options {
  const options: Options = {
    a: '10',
    b: 'greedy',
    games: 20,
    rules: 'arcade',
    board: null,
    movetime: null,
    seed: 1,
    quiet: false,
  };
  for (let i = 0; i < args.length; i++) {
    const name = args[i];
    const value = args[i + 1];
    const number = (): number => {
      const parsed = Number(value);
      if (!Number.isFinite(parsed) || parsed <= 0)
        fail(`${name} needs a positive number, got "${value ?? ''}"`);
      i++;
      return parsed;
    };
    if (name === '--a' || name === '--b') {
      if (
        value !== 'greedy' &&
        !/^(10|[1-9])(\/(noreduce|noprune|noterritory)(,(noreduce|noprune|noterritory))*)?$/.test(value ?? '')
      ) {
        fail(
          `${name} must be 1..10 (optionally /noreduce,noprune,noterritory) or greedy, got "${value ?? ''}"`,
        );
      }
      options[name === '--a' ? 'a' : 'b'] = value;
      i++;
    } else if (name === '--games') options.games = Math.round(number());
    else if (name === '--movetime') options.movetime = number();
    else if (name === '--seed') options.seed = Math.round(number());
    else if (name === '--rules') {
      if (!isRuleset(value)) fail(`--rules must be arcade or classic, got "${value ?? ''}"`);
      options.rules = value;
      i++;
    } else if (name === '--board') {
      if (value === undefined) fail('--board needs a FEN');
      options.board = value;
      i++;
    } else if (name === '--quiet') options.quiet = true;
    else
      fail(
        `unknown option "${name}" (expected --a, --b, --games, --rules, --board, --movetime, --seed, --quiet)`,
      );
  }
  return options;
}

/** The standard start and the community's blocker layouts, from the shared data file when present. */
function layouts(): Position[] {
  const boards = [START_FEN];
  const file = fileURLToPath(new URL('../../shared/data/blocker-layouts.txt', import.meta.url));
  try {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.startsWith('#') || !line.includes('|')) continue;
      const board = line.split('|')[0].trim();
      if (board !== 'x5o/7/7/7/7/7/o5x') boards.push(`${board} x 0 1`);
    }
  } catch {
    // Without the file the match still runs from the open board.
  }
  return boards.map((fen) => {
    const parsed = parseFen(fen);
    if (!parsed.ok) fail(`layout ${fen}: ${parsed.error}`);
    return parsed.value;
  });
}

/**
 * Openings: a layout plus two random plies each side, kept only when a short search calls it level,
 * so neither colour starts with a won game. Each opening is then played with both colours.
 */
function openings(count: number, rules: Ruleset, board: string | null, seed: number): Position[] {
  const random = new Random(seed);
  let starts: Position[];
  if (board !== null) {
    const parsed = parseFen(board);
    if (!parsed.ok) fail(`--board: ${parsed.error}`);
    starts = [parsed.value];
  } else starts = layouts();
  const judge = new Searcher({ hashMb: 4 });
  const chosen: Position[] = [];
  for (let attempt = 0; chosen.length < count && attempt < count * 50; attempt++) {
    let position = starts[chosen.length % starts.length];
    for (let ply = 0; ply < 4 && !outcome(position, rules); ply++) {
      position = applyMove(position, random.pick(legalMoves(position, rules))).position;
    }
    if (outcome(position, rules)) continue;
    const verdict = judge.search(position, rules, { depth: 4 });
    if (Math.abs(verdict.score) <= 120) chosen.push(position);
  }
  return chosen;
}

function moveOf(
  player: string,
  position: Position,
  rules: Ruleset,
  seed: number,
  movetime: number | null,
): Move {
  if (player === 'greedy') return greedyMove(position, rules, seed);
  const [level, switches = ''] = player.split('/');
  const strength = Number(level);
  const style = {
    ...(switches.includes('noreduce') ? { reductions: false } : {}),
    ...(switches.includes('noprune') ? { jumpPruning: false } : {}),
    ...(switches.includes('noterritory')
      ? { weights: { ...strengthOf(strength).weights, territory: 0 } }
      : {}),
  };
  // Without --movetime the clock cap is lifted, so the node budgets alone decide and a match replays.
  return chooseMove({ position, rules, strength, seed }, { timeMs: movetime ?? 60_000, style }).move;
}

/** Plays one game; returns 1, 0.5 or 0 for the player with x. */
function playGame(
  x: string,
  o: string,
  start: Position,
  rules: Ruleset,
  seed: number,
  movetime: number | null,
): number {
  let position = start;
  for (let ply = 0; ply < 2000; ply++) {
    const over = outcome(position, rules);
    if (over) return over.winner === 'x' ? 1 : over.winner === 'o' ? 0 : 0.5;
    const player = position.turn === 'x' ? x : o;
    const move = moveOf(player, position, rules, seed + ply, movetime);
    if (!legalMoves(position, rules).includes(move)) fail(`player ${player} chose an illegal move ${move}`);
    position = applyMove(position, move).position;
  }
  return 0.5;
}

/** Elo difference for a score fraction, and a 95% interval from the games' spread. */
function elo(scores: number[]): { diff: number; low: number; high: number } {
  const n = scores.length;
  const mean = scores.reduce((sum, s) => sum + s, 0) / n;
  const variance = scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / Math.max(1, n - 1);
  const margin = 1.96 * Math.sqrt(variance / n);
  const toElo = (p: number): number => {
    const clamped = Math.min(1 - 1e-3, Math.max(1e-3, p));
    return -400 * Math.log10(1 / clamped - 1);
  };
  return { diff: toElo(mean), low: toElo(mean - margin), high: toElo(mean + margin) };
}

const label = (player: string): string =>
  player === 'greedy' ? 'greedy' : `${player} ${strengthOf(Number(player.split('/')[0])).name}`;

const options = readOptions(process.argv.slice(2));
const pairs = Math.max(1, Math.ceil(options.games / 2));
const starts = openings(pairs, options.rules, options.board, options.seed);
if (starts.length === 0) fail('found no balanced opening on that board');
const scores: number[] = [];
let wins = 0;
let draws = 0;
let losses = 0;
const started = Date.now();
for (let game = 0; game < options.games; game++) {
  const start = starts[Math.floor(game / 2) % starts.length];
  const aIsX = game % 2 === 0;
  const seed = options.seed * 100_003 + game * 7919;
  const xScore = aIsX
    ? playGame(options.a, options.b, start, options.rules, seed, options.movetime)
    : playGame(options.b, options.a, start, options.rules, seed, options.movetime);
  const score = aIsX ? xScore : 1 - xScore;
  scores.push(score);
  if (score === 1) wins++;
  else if (score === 0) losses++;
  else draws++;
  if (!options.quiet)
    console.log(
      `game ${game + 1}: A as ${aIsX ? 'x' : 'o'} ${score === 1 ? 'wins' : score === 0 ? 'loses' : 'draws'}`,
    );
}
const rating = elo(scores);
const sign = (n: number): string => (n >= 0 ? '+' : '') + Math.round(n);
console.log(
  `A = ${label(options.a)}, B = ${label(options.b)}, ${options.rules}, ${options.games} games in ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(
  `A: W ${wins} D ${draws} L ${losses}, score ${((100 * (wins + draws / 2)) / options.games).toFixed(1)}%, Elo ${sign(rating.diff)} (95%: ${sign(rating.low)} .. ${sign(rating.high)})`,
);
