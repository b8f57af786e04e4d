/**
 * `npm run uai:timing -- [--engine <file>] [--movetimes 10,100,1000] [--runs 100,40,10]
 * [--tc 1+0.01,10+0.1] [--games 6,2] [--seed N]`: how well the UAI engine keeps time, measured as a
 * tournament manager measures it. It starts the engine as a separate process (the single-file build,
 * made into a temporary folder unless `--engine` names one), sends `go movetime N` for positions from
 * random games and prints, for each N, the time from writing `go` to reading `bestmove`: median,
 * p99 and max, the overshoot past N and the share of N used. Then it plays engine-v-engine games at
 * each time control (two processes, a clock each, loss on time) and prints whether any side flagged,
 * the least time a side had left, and the share of the clock spent. A benchmark, never a test: the
 * figures depend on the machine and its load.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyMove, legalMoves, outcome, Random, startPosition, type Position } from '../src/core/index.ts';
import { parseTimeControl, playClockGame, timeControlText, type TimeControl } from './clock-game.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';
import { UaiPlayer } from './uai-player.ts';

interface Options {
  engine: string | null;
  movetimes: number[];
  runs: number[];
  tcs: TimeControl[];
  games: number[];
  seed: number;
}

const SCRIPT = 'uai:timing';
function fail(message: string): never {
  return usageError(SCRIPT, message);
}

function numbers(name: string, text: string, allowZero = false): number[] {
  const list = text.split(',').map((n) => (n.trim() === '' ? NaN : Number(n)));
  if (list.some((n) => !Number.isInteger(n) || n < (allowZero ? 0 : 1)))
    fail(`${name} needs whole numbers separated by commas, got "${text}"`);
  return list;
}

function readOptions(argv: string[]): Options {
  const { values } = readArgs(
    SCRIPT,
    {
      engine: { type: 'string' },
      movetimes: { type: 'string' },
      runs: { type: 'string' },
      tc: { type: 'string' },
      games: { type: 'string' },
      seed: { type: 'string' },
    },
    { argv },
  );
  const { engine, movetimes, runs, tc, games, seed } = values;
  return {
    engine: engine ?? null,
    movetimes:
      movetimes === undefined
        ? [10, 100, 1000]
        : movetimes === 'none'
          ? []
          : numbers('--movetimes', movetimes),
    runs: runs === undefined ? [100, 40, 10] : numbers('--runs', runs),
    tcs:
      tc === undefined
        ? [
            { baseMs: 1000, incMs: 10 },
            { baseMs: 10_000, incMs: 100 },
          ]
        : tc === 'none'
          ? []
          : tc.split(',').map((t) => parseTimeControl(t) ?? fail(`--tc: "${t}" is not like 10+0.1`)),
    games: games === undefined ? [6, 2] : numbers('--games', games, true),
    seed: numberArg(SCRIPT, 'seed', seed, 1, { min: 1, whole: true }),
  };
}

/** A position some random plies into a game (classic rules), with a choice to make. */
function randomPosition(random: Random): Position {
  while (true) {
    let position = startPosition();
    const plies = random.int(41);
    for (let ply = 0; ply < plies && !outcome(position, 'classic'); ply++) {
      position = applyMove(position, random.pick(legalMoves(position, 'classic'))).position;
    }
    if (!outcome(position, 'classic') && legalMoves(position, 'classic').length > 1) return position;
  }
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const ms = (n: number): string => `${n.toFixed(1)} ms`;

async function movetimes(engine: UaiPlayer, options: Options, random: Random): Promise<void> {
  console.log('go movetime N: time from writing go to reading bestmove');
  console.log(
    '| N | runs | median | p99 | max | worst overshoot | over N+10 | share of N used (mean, least) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [index, movetime] of options.movetimes.entries()) {
    const runs = options.runs[index] ?? options.runs.at(-1) ?? 10;
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      times.push((await engine.timedMove(randomPosition(random), { movetime })).ms);
    }
    times.sort((a, b) => a - b);
    const max = times[times.length - 1];
    const late = times.filter((t) => t > movetime + 10).length;
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    console.log(
      `| ${movetime} | ${runs} | ${ms(quantile(times, 0.5))} | ${ms(quantile(times, 0.99))} | ${ms(max)} | ` +
        `${ms(max - movetime)} | ${late} | ${((100 * mean) / movetime).toFixed(0)}%, ${((100 * times[0]) / movetime).toFixed(0)}% |`,
    );
  }
}

async function clockGames(a: UaiPlayer, b: UaiPlayer, options: Options, random: Random): Promise<void> {
  console.log('\nclock games, engine v engine (two processes), loss on time');
  console.log(
    '| time control | games | flagged | least time left | clock spent (mean a game) | moves a side |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [index, tc] of options.tcs.entries()) {
    const games = options.games[index] ?? options.games.at(-1) ?? 1;
    let flagged = 0;
    let least = Infinity;
    let spentShare = 0;
    let moves = 0;
    for (let game = 0; game < games; game++) {
      // Two random plies a side, then the engines play it out, each side once with each engine.
      let start = startPosition();
      for (let ply = 0; ply < 4; ply++)
        start = applyMove(start, random.pick(legalMoves(start, 'classic'))).position;
      const result =
        game % 2 === 0 ? await playClockGame(start, a, b, tc) : await playClockGame(start, b, a, tc);
      if (result.flagged && result.flag) {
        flagged++;
        const { hadMs, tookMs, ply } = result.flag;
        console.log(
          `${timeControlText(tc)}: ${result.flagged} flagged at ply ${ply}: had ${ms(hadMs)}, took ${ms(tookMs)}`,
        );
      }
      for (const side of ['x', 'o'] as const) {
        least = Math.min(least, result.leastLeft[side]);
        spentShare += result.spentMs[side] / (tc.baseMs + tc.incMs * result.moves[side]) / 2;
        moves += result.moves[side] / 2;
      }
    }
    console.log(
      `| ${timeControlText(tc)} | ${games} | ${flagged} | ${ms(least)} | ${((100 * spentShare) / games).toFixed(0)}% | ` +
        `${(moves / games).toFixed(0)} |`,
    );
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  let folder: string | null = null;
  let file = options.engine;
  if (file === null) {
    folder = mkdtempSync(join(tmpdir(), 'uai-timing-'));
    execFileSync('npx', ['tsx', 'scripts/uai-build.ts', '--out', folder], { stdio: 'pipe' });
    file = join(folder, 'infection-uai.mjs');
  }
  const random = new Random(options.seed);
  const a = await UaiPlayer.start(file);
  const b = await UaiPlayer.start(file);
  try {
    console.log(`engine ${file}`);
    if (options.movetimes.length > 0) await movetimes(a, options, random);
    if (options.tcs.length > 0) await clockGames(a, b, options, random);
  } finally {
    a.close();
    b.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

await main();
