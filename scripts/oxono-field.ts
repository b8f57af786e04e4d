/**
 * `npm run oxono:field -- [--depth 5] [--openings 100] [--time same|<ms>] [--seed N] [--threads N]`:
 * the top Oxono search against the field, a plain alpha-beta at a fixed depth (src/ai/oxono/plain.ts,
 * what the public programs are), from balanced openings with both colours. With `--time same` each of
 * our moves gets the time the plain search takes at that depth on the same position (measured there
 * first); with a number, that many milliseconds a move (100 by default). Prints our wins, draws and
 * losses, our score and the mean time we had a move. Issue 49's target: at least 95% against depth 5.
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort } from 'node:worker_threads';
import { boardOf } from '../src/ai/oxono/adapter.ts';
import { plainMove } from '../src/ai/oxono/plain.ts';
import { readPosition } from '../src/core/oxono/text.ts';
import { oxonoOpenings, playOxonoGame } from './oxono-players.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';
import { runOnThreads } from './thread-pool.ts';

interface FieldJob {
  readonly id: number;
  readonly start: string;
  readonly oursPink: boolean;
  readonly depth: number;
  /** Milliseconds a move, or null for the plain search's own time on the position. */
  readonly time: number | null;
}

interface FieldAnswer {
  readonly id: number;
  /** Our score: 1, 0.5 or 0. */
  readonly score: number;
  readonly ourMoves: number;
  readonly ourMs: number;
}

const MIN_MS = 5;

function playFieldGame(job: FieldJob): FieldAnswer {
  const start = readPosition(job.start);
  if (!start.ok) throw new Error(`opening ${job.start}: ${start.error}`);
  const plain = `plain${job.depth}`;
  let ourMoves = 0;
  let ourMs = 0;
  // Each of our moves is played by `top` with the time measured or given just before it.
  let timeForNext = job.time ?? MIN_MS;
  const budget = {
    nodes: null,
    get movetime() {
      return timeForNext;
    },
  };
  const pinkScore = playOxonoGame(
    job.oursPink ? 'top' : plain,
    job.oursPink ? plain : 'top',
    start.value,
    job.id,
    budget,
    (player, position) => {
      if (player !== 'top') return;
      if (job.time === null) {
        const began = performance.now();
        plainMove(boardOf(position), job.depth);
        timeForNext = Math.max(MIN_MS, Math.round(performance.now() - began));
      }
      ourMoves++;
      ourMs += timeForNext;
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
  });
  const whole = (name: string, text: string, low: number, high: number): number => {
    const value = numberArg(SCRIPT, name, text, NaN, { min: low, whole: true });
    return value <= high ? value : usageError(SCRIPT, `--${name} must be at most ${high}, got "${text}"`);
  };
  const depth = whole('depth', values.depth, 1, 8);
  const time = values.time === 'same' ? null : whole('time', values.time, 1, 600_000);
  const starts = oxonoOpenings(
    whole('openings', values.openings, 1, 1000),
    whole('seed', values.seed, 0, 1e9),
  );
  const jobs: FieldJob[] = starts.flatMap((start, i) => [
    { id: i * 2, start, oursPink: true, depth, time },
    { id: i * 2 + 1, start, oursPink: false, depth, time },
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
    time === null ? `the plain search's own time (mean ${Math.round(ms / moves)} ms)` : `${time} ms`;
  console.log(
    `top v plain depth ${depth}: ${answers.length} games from ${starts.length} openings, ${given} a move`,
  );
  console.log(
    `top: W ${wins} D ${answers.length - wins - losses} L ${losses}, score ${(100 * score).toFixed(1)}% ` +
      `(${Math.round((Date.now() - began) / 1000)} s)`,
  );
}

if (isMainThread) await main();
else parentPort!.on('message', (job: FieldJob) => parentPort!.postMessage(playFieldGame(job)));
