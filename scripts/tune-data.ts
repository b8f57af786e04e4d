/**
 * The tuner's self-play data (src/ai/tune/self-play.ts), made on worker threads and cached under the
 * git-ignored `.tune-data/` folder: one file per seed, game count and node budget, re-made when missing.
 * Game i's board, rules and seed follow from i and the run's seed alone, so the data does not depend
 * on how many threads made it. Half the games start from the 7×7 start, the rest from the community's
 * blocker layouts and the campaign's boards in turn; the rules alternate arcade and classic in pairs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort } from 'node:worker_threads';
import { parseFen, START_FEN, toFen, type Position, type Ruleset } from '../src/core/index.ts';
import { parseLevel } from '../src/core/level.ts';
import { Searcher } from '../src/ai/index.ts';
import { playSelfPlay, type Sample, type SelfPlayJob } from '../src/ai/tune/self-play.ts';
import { runOnThreads } from './thread-pool.ts';

/** A sample and the game it came from (the tuner holds whole games out to test on). */
export interface GameSample extends Sample {
  readonly game: number;
}

export interface DataOptions {
  readonly games: number;
  readonly nodes: number;
  readonly seed: number;
  readonly threads: number;
}

const root = (path: string): string => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The 7×7 start, then the blocker layouts (scripts/data/blocker-layouts.txt), then the campaign. */
export function tuneBoards(): { start: Position; others: Position[] } {
  const fens: string[] = [];
  for (const line of readFileSync(root('scripts/data/blocker-layouts.txt'), 'utf8').split('\n')) {
    if (line.startsWith('#') || !line.includes('|')) continue;
    const board = line.split('|')[0].trim();
    if (board !== 'x5o/7/7/7/7/7/o5x') fens.push(`${board} x 0 1`);
  }
  const positions = fens.map((fen) => {
    const parsed = parseFen(fen);
    if (!parsed.ok) throw new Error(`tune: layout ${fen}: ${parsed.error}`);
    return parsed.value;
  });
  const levels = readdirSync(root('levels'))
    .filter((name) => /^w\d+-\d+\.json$/.test(name))
    .sort();
  for (const name of levels) {
    const parsed = parseLevel(name, JSON.parse(readFileSync(root(`levels/${name}`), 'utf8')));
    if (!parsed.ok) throw new Error(`tune: level ${name} does not parse`);
    positions.push(parsed.value.start);
  }
  const start = parseFen(START_FEN);
  if (!start.ok) throw new Error('tune: the start FEN does not parse');
  return { start: start.value, others: positions };
}

/** Game i of a run: its board, rules and seed. */
export function jobOf(index: number, options: DataOptions, boards = tuneBoards()): SelfPlayJob {
  const start = index % 2 === 0 ? boards.start : boards.others[(index >> 1) % boards.others.length];
  const rules: Ruleset = ((index >> 1) & 1) === 0 ? 'arcade' : 'classic';
  return { index, start, rules, nodes: options.nodes, seed: options.seed * 1_000_003 + index * 7919 };
}

interface WireJob {
  readonly index: number;
  readonly fen: string;
  readonly rules: Ruleset;
  readonly nodes: number;
  readonly seed: number;
}

const toWire = (job: SelfPlayJob): WireJob => ({
  index: job.index,
  fen: toFen(job.start),
  rules: job.rules,
  nodes: job.nodes,
  seed: job.seed,
});

function fromWire(job: WireJob): SelfPlayJob {
  const parsed = parseFen(job.fen);
  if (!parsed.ok) throw new Error(`tune: bad start ${job.fen}`);
  return { index: job.index, start: parsed.value, rules: job.rules, nodes: job.nodes, seed: job.seed };
}

let engine: Searcher | null = null;
const play = (job: SelfPlayJob): Sample[] => playSelfPlay(job, (engine ??= new Searcher({ hashMb: 16 })));

/** Plays every game, `threads` at a time; returns each game's samples by game index. */
async function playAll(jobs: SelfPlayJob[], threads: number, onGame: () => void): Promise<Sample[][]> {
  const out: Sample[][] = new Array<Sample[]>(jobs.length);
  if (threads <= 1) {
    for (const job of jobs) {
      out[job.index] = play(job);
      onGame();
    }
    return out;
  }
  await runOnThreads(
    import.meta.url,
    jobs.map(toWire),
    threads,
    (answer: { index: number; samples: Sample[] }) => {
      out[answer.index] = answer.samples;
      onGame();
    },
  );
  return out;
}

const dataFile = (options: DataOptions): string =>
  root(`.tune-data/self-play-seed${options.seed}-games${options.games}-nodes${options.nodes}.tsv`);

/** The run's samples: read from the cache, or played (and cached) when it is missing. */
export async function selfPlayData(options: DataOptions): Promise<GameSample[]> {
  const file = dataFile(options);
  if (!existsSync(file)) {
    const boards = tuneBoards();
    const jobs = Array.from({ length: options.games }, (_, i) => jobOf(i, options, boards));
    const started = process.cpuUsage();
    const wall = Date.now();
    let done = 0;
    const games = await playAll(jobs, options.threads, () => {
      done++;
      if (done % 50 === 0 || done === jobs.length) console.log(`tune: ${done}/${jobs.length} games played`);
    });
    const used = process.cpuUsage(started);
    console.log(
      `tune: played ${options.games} games at ${options.nodes} nodes a move in ${((Date.now() - wall) / 1000).toFixed(0)} s ` +
        `(CPU ${((used.user + used.system) / 1e6).toFixed(0)} s)`,
    );
    const lines = games.flatMap((samples, game) =>
      samples.map((s) => [game, s.rules, s.score, s.result, s.fen].join('\t')),
    );
    mkdirSync(root('.tune-data'), { recursive: true });
    writeFileSync(file, `${lines.join('\n')}\n`);
  }
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [game, rules, score, result, fen] = line.split('\t');
      return {
        game: Number(game),
        rules: rules as Ruleset,
        score: Number(score),
        result: Number(result),
        fen,
      };
    });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  port.on('message', (job: WireJob) => port.postMessage({ index: job.index, samples: play(fromWire(job)) }));
}
