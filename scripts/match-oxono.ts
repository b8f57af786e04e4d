/**
 * `npm run ai:match -- --game oxono [--a 10] [--b 9] [--games 40] [--ladder [--top-games N]] [--nodes N]
 * [--movetime ms] [--seed N] [--threads N] [--quiet]`: Oxono matches from balanced openings, each
 * opening with both colours (scripts/match.ts hands `--game oxono` here). Players are
 * scripts/oxono-players.ts's: `1`..`10`, with switches (`10/noreduce`, `10/nothreat`), `plainN`,
 * `top` or `mcts`. `--ladder` plays every neighbouring pair (2 v 1 … 10 v 9) and prints a Markdown table;
 * `--sprt [--elo0 0] [--elo1 15] [--alpha 0.05] [--beta 0.05] [--max-games 4000]` plays game pairs
 * until the sequential test decides (src/ai/sprt.ts). `--nodes` gives both players that budget
 * instead of their strengths' (the fair way to test a search change); `--movetime` a clock per move.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { eloOfScore, pairElo, sprt, type PairScore } from '../src/ai/sprt.ts';
import { readPosition } from '../src/core/oxono/text.ts';
import { OXONO_PLAYER, oxonoOpenings, playOxonoGame, type MoveBudget } from './oxono-players.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';
import { runOnThreads } from './thread-pool.ts';

interface GameJob {
  readonly id: number;
  readonly pairing: number;
  readonly game: number;
  readonly pink: string;
  readonly black: string;
  readonly start: string;
  readonly seed: number;
  readonly budget: MoveBudget;
}

interface Pairing {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly scores: number[];
}

const fail = (message: string): never => usageError(SCRIPT, message);

const OPTIONS = {
  game: { type: 'string' },
  a: { type: 'string', default: '10' },
  b: { type: 'string', default: '9' },
  games: { type: 'string', default: '20' },
  'top-games': { type: 'string' },
  ladder: { type: 'boolean', default: false },
  nodes: { type: 'string' },
  movetime: { type: 'string' },
  seed: { type: 'string', default: '1' },
  threads: { type: 'string', default: String(availableParallelism()) },
  quiet: { type: 'boolean', default: false },
  sprt: { type: 'boolean', default: false },
  elo0: { type: 'string', default: '0' },
  elo1: { type: 'string', default: '15' },
  alpha: { type: 'string', default: '0.05' },
  beta: { type: 'string', default: '0.05' },
  'max-games': { type: 'string', default: '4000' },
} as const;

const SCRIPT = 'ai:match --game oxono';

function readOptions(args: string[]) {
  const { values } = readArgs(SCRIPT, OPTIONS, { argv: args });
  const number = (name: string, text: string | undefined, anySign = false): number =>
    numberArg(SCRIPT, name, text, NaN, anySign ? {} : { min: Number.MIN_VALUE });
  for (const name of ['a', 'b'] as const)
    if (!OXONO_PLAYER.test(values[name]))
      fail(
        `--${name} must be 1..10 (/noreduce,nothreat,noextend), plainN, top or mcts, got "${values[name]}"`,
      );
  return {
    a: values.a,
    b: values.b,
    games: Math.round(number('games', values.games)),
    topGames: values['top-games'] === undefined ? null : Math.round(number('top-games', values['top-games'])),
    ladder: values.ladder,
    budget: {
      nodes: values.nodes === undefined ? null : Math.round(number('nodes', values.nodes)),
      movetime: values.movetime === undefined ? null : number('movetime', values.movetime),
    },
    seed: Math.round(number('seed', values.seed)),
    threads: Math.round(number('threads', values.threads)),
    quiet: values.quiet,
    sprt: values.sprt,
    bounds: {
      elo0: number('elo0', values.elo0, true),
      elo1: number('elo1', values.elo1, true),
      alpha: number('alpha', values.alpha),
      beta: number('beta', values.beta),
    },
    maxGames: Math.round(number('max-games', values['max-games'])),
  };
}

type Options = ReturnType<typeof readOptions>;

function playJob(job: GameJob): number {
  const start = readPosition(job.start);
  if (!start.ok) throw new Error(`opening ${job.start}: ${start.error}`);
  return playOxonoGame(job.pink, job.black, start.value, job.seed, job.budget);
}

async function playAll(
  jobs: GameJob[],
  threads: number,
  onResult: (job: GameJob, pinkScore: number) => void,
) {
  if (threads <= 1) {
    for (const job of jobs) onResult(job, playJob(job));
    return;
  }
  await runOnThreads(import.meta.url, jobs, threads, (answer: { id: number; score: number }) =>
    onResult(jobs[answer.id], answer.score),
  );
}

const sign = (n: number): string => (n >= 0 ? '+' : '') + Math.round(n);

function summary(scores: number[]): string {
  const wins = scores.filter((s) => s === 1).length;
  const losses = scores.filter((s) => s === 0).length;
  const n = scores.length;
  const mean = scores.reduce((sum, s) => sum + s, 0) / n;
  const variance = scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / Math.max(1, n - 1);
  const margin = 1.96 * Math.sqrt(variance / n);
  const [low, elo, high] = [mean - margin, mean, mean + margin].map(eloOfScore);
  return `${wins}-${n - wins - losses}-${losses} | ${(100 * mean).toFixed(1)}% | ${sign(elo)} (${sign(low)}..${sign(high)})`;
}

const jobOf = (
  id: number,
  pairing: number,
  game: number,
  a: string,
  b: string,
  start: string,
  o: Options,
): GameJob => ({
  id,
  pairing,
  game,
  pink: game % 2 === 0 ? a : b,
  black: game % 2 === 0 ? b : a,
  start,
  seed: o.seed * 100_003 + game * 7919,
  budget: o.budget,
});

/** A's score in a game: A has pink in the even games. */
const scoreOfA = (job: GameJob, pinkScore: number): number =>
  job.game % 2 === 0 ? pinkScore : 1 - pinkScore;

async function runSprt(o: Options): Promise<void> {
  const maxPairs = Math.ceil(o.maxGames / 2);
  const starts = oxonoOpenings(Math.min(maxPairs, 1000), o.seed);
  console.log(
    `SPRT A = ${o.a}, B = ${o.b}, elo0 ${o.bounds.elo0}, elo1 ${o.bounds.elo1}, cap ${maxPairs * 2} games`,
  );
  const pairs: PairScore[] = [];
  let state = sprt(pairs, o.bounds);
  while (state.verdict === 'continue' && pairs.length < maxPairs) {
    const round = Math.min(maxPairs - pairs.length, Math.max(4, o.threads * 4));
    const jobs: GameJob[] = [];
    for (let p = 0; p < round; p++) {
      const pair = pairs.length + p;
      for (const game of [pair * 2, pair * 2 + 1])
        jobs.push(jobOf(jobs.length, pair, game, o.a, o.b, starts[pair % starts.length], o));
    }
    const byPair = new Map<number, number>();
    await playAll(jobs, o.threads, (job, pinkScore) =>
      byPair.set(job.pairing, (byPair.get(job.pairing) ?? 0) + scoreOfA(job, pinkScore)),
    );
    for (const [, points] of [...byPair].sort(([a], [b]) => a - b)) pairs.push(points as PairScore);
    state = sprt(pairs, o.bounds);
    const { elo, error } = pairElo(pairs);
    console.log(
      `games ${pairs.length * 2}: Elo ${sign(elo)} ± ${Math.round(error)}, LLR ${state.llr.toFixed(2)}`,
    );
  }
  console.log(
    `SPRT ${state.verdict === 'continue' ? 'reject (cap reached)' : state.verdict} after ${pairs.length * 2} games`,
  );
}

export async function runOxonoMatch(args: string[]): Promise<void> {
  const o = readOptions(args);
  if (o.sprt) return runSprt(o);
  const pairings: Pairing[] = o.ladder
    ? Array.from({ length: 9 }, (_, i) => ({
        a: String(i + 2),
        b: String(i + 1),
        games: i >= 7 && o.topGames !== null ? o.topGames : o.games,
        scores: [],
      }))
    : [{ a: o.a, b: o.b, games: o.games, scores: [] }];
  const most = Math.max(...pairings.map((p) => p.games));
  const starts = oxonoOpenings(Math.ceil(most / 2), o.seed);
  const jobs: GameJob[] = [];
  for (let index = pairings.length - 1; index >= 0; index--) {
    const { a, b, games } = pairings[index];
    for (let game = 0; game < games; game++)
      jobs.push(jobOf(jobs.length, index, game, a, b, starts[Math.floor(game / 2) % starts.length], o));
  }
  const started = Date.now();
  await playAll(jobs, o.threads, (job, pinkScore) => {
    const pairing = pairings[job.pairing];
    pairing.scores.push(scoreOfA(job, pinkScore));
    if (!o.quiet && pairing.scores.length === pairing.games)
      console.log(`${pairing.a} v ${pairing.b}: ${summary(pairing.scores)}`);
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const budget =
    o.budget.nodes !== null
      ? `, ${o.budget.nodes} nodes a move`
      : o.budget.movetime !== null
        ? `, ${o.budget.movetime} ms a move`
        : '';
  console.log(`\nOxono, seed ${o.seed}${budget}, ${seconds} s on ${o.threads} threads\n`);
  console.log('| Pair | W-D-L | Score | Elo (95% range) | Games |');
  console.log('|---|---|---|---|---|');
  for (const { a, b, scores } of pairings)
    console.log(`| ${a} v ${b} | ${summary(scores)} | ${scores.length} |`);
}

if (!isMainThread) {
  parentPort!.on('message', (job: GameJob) => parentPort!.postMessage({ id: job.id, score: playJob(job) }));
}
