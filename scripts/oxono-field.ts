/**
 * `npm run oxono:field -- [--depth 5] [--openings 100] [--time same|<ms>|nodes:<K>] [--seed N]
 * [--threads N] [--with space]`: the top Oxono search against the field, a plain alpha-beta at a fixed depth
 * (src/ai/oxono/plain.ts, what the public programs are), from balanced openings with both colours. With
 * `--time same` each of our moves gets the time the plain search takes at that depth on the same
 * position (measured there first); with a number, that many milliseconds a move (100 by default). With
 * `nodes:K`, a stand-in for `same` that no load disturbs: each of our moves gets K times the nodes the
 * plain search took there (at least MIN_NODES, what the 5 ms floor buys), played by strength 10's search
 * on that node budget, so a seed replays the match (our search runs about 1.5 times as many nodes a
 * second as the plain one in these games: `nodes:1.5` scored 74.5% where `same` had scored 76.5% and
 * 79.0%). Prints our wins, draws and losses, our score and the mean time (or nodes) we had a move.
 * `--with` gives our search switches (oxono-players.ts: `space` puts in the threat-space check). Issue
 * 49's target: at least 95% against depth 5.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { boardOf } from '../src/ai/oxono/adapter.ts';
import { plainMove } from '../src/ai/oxono/plain.ts';
import { readPosition } from '../src/core/oxono/text.ts';
import { OXONO_PLAYER, oxonoOpenings, playOxonoGame } from './oxono-players.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';
import { runOnThreads } from './thread-pool.ts';

interface FieldJob {
  readonly id: number;
  readonly start: string;
  readonly oursPink: boolean;
  readonly depth: number;
  /** Milliseconds a move, or null for the plain search's own time on the position. */
  readonly time: number | null;
  /** Nodes a move as a multiple of the plain search's nodes on the position (then `time` is unused). */
  readonly ratio: number | null;
  /** Our player's switches ('' for none). */
  readonly switches: string;
}

interface FieldAnswer {
  readonly id: number;
  /** Our score: 1, 0.5 or 0. */
  readonly score: number;
  readonly ourMoves: number;
  /** Milliseconds (or, under `nodes:K`, nodes) we were given over all our moves. */
  readonly ourMs: number;
}

const MIN_MS = 5;
/** The fewest nodes a move under `nodes:K`: about what MIN_MS buys our search. */
const MIN_NODES = 3000;

function playFieldGame(job: FieldJob): FieldAnswer {
  const start = readPosition(job.start);
  if (!start.ok) throw new Error(`opening ${job.start}: ${start.error}`);
  const plain = `plain${job.depth}`;
  const ours = (job.ratio === null ? 'top' : '10') + (job.switches === '' ? '' : `/${job.switches}`);
  let ourMoves = 0;
  let ourMs = 0;
  // Each of our moves is played with the time (or nodes) measured or given just before it.
  let timeForNext = job.time ?? MIN_MS;
  let nodesForNext = MIN_NODES;
  const budget = {
    get nodes() {
      return job.ratio === null ? null : nodesForNext;
    },
    get movetime() {
      return job.ratio === null ? timeForNext : null;
    },
  };
  const pinkScore = playOxonoGame(
    job.oursPink ? ours : plain,
    job.oursPink ? plain : ours,
    start.value,
    job.id,
    budget,
    (player, position) => {
      if (player !== ours) return;
      if (job.ratio !== null) {
        const nodes = plainMove(boardOf(position), job.depth).nodes;
        nodesForNext = Math.max(MIN_NODES, Math.round(job.ratio * nodes));
        ourMs += nodesForNext;
      } else {
        if (job.time === null) {
          const began = performance.now();
          plainMove(boardOf(position), job.depth);
          timeForNext = Math.max(MIN_MS, Math.round(performance.now() - began));
        }
        ourMs += timeForNext;
      }
      ourMoves++;
    },
  );
  return { id: job.id, score: job.oursPink ? pinkScore : 1 - pinkScore, ourMoves, ourMs };
}

const SCRIPT = 'oxono:field';

async function main(): Promise<void> {
  const { values } = readArgs(SCRIPT, {
    depth: { type: 'string', default: '5' },
    openings: { type: 'string', default: '100' },
    time: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    threads: { type: 'string', default: String(availableParallelism()) },
    with: { type: 'string', default: '' },
  });
  const switches = values.with;
  if (switches !== '' && !OXONO_PLAYER.test(`10/${switches}`))
    usageError(SCRIPT, `--with takes switches such as "space" or "noreduce,space", got "${switches}"`);
  const whole = (name: string, text: string, low: number, high: number): number => {
    const value = numberArg(SCRIPT, name, text, NaN, { min: low, whole: true });
    return value <= high ? value : usageError(SCRIPT, `--${name} must be at most ${high}, got "${text}"`);
  };
  const depth = whole('depth', values.depth, 1, 8);
  const ratioText = /^nodes:(.*)$/.exec(values.time)?.[1];
  const ratio =
    ratioText === undefined ? null : numberArg(SCRIPT, 'time', ratioText, NaN, { min: Number.MIN_VALUE });
  const time = values.time === 'same' || ratio !== null ? null : whole('time', values.time, 1, 600_000);
  const starts = oxonoOpenings(
    whole('openings', values.openings, 1, 1000),
    whole('seed', values.seed, 0, 1e9),
  );
  const jobs: FieldJob[] = starts.flatMap((start, i) => [
    { id: i * 2, start, oursPink: true, depth, time, ratio, switches },
    { id: i * 2 + 1, start, oursPink: false, depth, time, ratio, switches },
  ]);
  const answers: FieldAnswer[] = [];
  const began = Date.now();
  await runOnThreads(import.meta.url, jobs, whole('threads', values.threads, 1, 64), (answer: FieldAnswer) =>
    answers.push(answer),
  );
  const wins = answers.filter((a) => a.score === 1).length;
  const losses = answers.filter((a) => a.score === 0).length;
  const score = answers.reduce((sum, a) => sum + a.score, 0) / answers.length;
  const moves = answers.reduce((sum, a) => sum + a.ourMoves, 0);
  const ms = answers.reduce((sum, a) => sum + a.ourMs, 0);
  const given =
    ratio !== null
      ? `${ratio} times the plain search's nodes, at least ${MIN_NODES} (mean ${Math.round(ms / moves)} nodes)`
      : time === null
        ? `the plain search's own time (mean ${Math.round(ms / moves)} ms)`
        : `${time} ms`;
  console.log(
    `top${switches === '' ? '' : `/${switches}`} v plain depth ${depth}: ${answers.length} games from ${starts.length} openings, ${given} a move`,
  );
  console.log(
    `top: W ${wins} D ${answers.length - wins - losses} L ${losses}, score ${(100 * score).toFixed(1)}% ` +
      `(${Math.round((Date.now() - began) / 1000)} s)`,
  );
}

if (isMainThread) await main();
else parentPort!.on('message', (job: FieldJob) => parentPort!.postMessage(playFieldGame(job)));
