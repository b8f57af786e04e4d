/**
 * `npm run bench:browser [-- --dist <built folder>] [--rate 4] [--strength 10] [--plies 4,8]
 * [--level id[,id…]] [--target-ms 1000] [--margin 0.25]`
 * `npm run bench:browser -- --game oxono [--strengths 1-10] [--games 3] [--plies 6,10,14] …`: Oxono's
 * ladder instead, every strength on midgame positions (scripts/bench-browser-oxono.ts).
 *
 * How long the game's own opponent worker takes for a move in headless Chromium with the CPU slowed
 * `--rate` times (DevTools' `Emulation.setCPUThrottlingRate`, as a phone would be). It builds the game
 * (unless `--dist` names a build), serves it, and for every campaign level asks a fresh copy of the
 * bundled worker for a move at `--strength` on the level's start and on positions `--plies` moves in
 * (seeded greedy moves), timing each answer from the page. The first answer of each worker also pays its
 * start and warm-up (printed apart: the game starts its worker with the game, so a move rarely pays it). It prints per-board times,
 * their median and maximum, and the largest node budget that keeps every board under `--target-ms` with
 * the margin to spare: strength 10's budget comes from here (a script, never a test; re-run it when the
 * engine gets faster). DevTools' throttling slows the page's main thread only: this Chromium refuses
 * `Emulation.setCPUThrottlingRate` on a worker target ("only supported for pages, not workers"), and
 * a busy loop in a worker ran as fast at rate 4 as at rate 1 while the page's took 3x longer. So the figure that stands for a phone is the
 * worker thread's CPU time for each answer (read from /proc, so Linux only) times the rate, printed as
 * `cpu xN` beside the wall time; it is also robust to a busy machine, where wall times overstate.
 */
import { parseArgs } from 'node:util';
import { greedyMove, strengthOf } from '../src/ai';
import { ataxxRequest } from '../src/ai/ataxx-engine';
import type { ThinkRequest } from '../src/ai/types';
import { applyMove, outcome, type Position } from '../src/core';
import { campaignLevels } from '../src/core/level';
import { benchOxono } from './bench-browser-oxono';
import { launchBrowser } from './chromium';
import { checkLevelsFolder } from './levels-check';
import { serveFolder } from '../src/server/static-site';
import { buildForBench, median, timeInWorker, workerAsset, type Timed } from './worker-timing';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    rate: { type: 'string', default: '4' },
    strength: { type: 'string', default: '10' },
    plies: { type: 'string' },
    game: { type: 'string', default: 'ataxx' },
    strengths: { type: 'string', default: '1-10' },
    games: { type: 'string', default: '3' },
    level: { type: 'string', multiple: true },
    'target-ms': { type: 'string', default: '1000' },
    margin: { type: 'string', default: '0.25' },
  },
});
const rate = Math.max(1, Number(values.rate) || 4);
const strength = strengthOf(Number(values.strength)).level;
const oxonoBench = values.game === 'oxono';
if (!oxonoBench && values.game !== 'ataxx') throw new Error(`--game ${values.game}: ataxx or oxono`);
const plies = (values.plies ?? (oxonoBench ? '6,10,14' : '4,8'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const targetMs = Number(values['target-ms']) || 1000;
const margin = Math.min(0.9, Math.max(0, Number(values.margin) || 0));

/** One board to time: a level's start or a position a few moves in. */
interface Board {
  readonly level: string;
  readonly plies: number;
  readonly request: ThinkRequest;
}

function boardsOf(levelIds: readonly string[]): Board[][] {
  const report = checkLevelsFolder('levels');
  if (report.problems.length > 0) throw new Error(report.lines.join('\n'));
  const levels = campaignLevels(report.campaign).filter(
    (level) => levelIds.length === 0 || levelIds.includes(level.id),
  );
  return levels.map((level) => {
    const boards: Board[] = [];
    const ask = (position: Position, at: number) =>
      boards.push({
        level: level.id,
        plies: at,
        request: { position, rules: level.rules, strength, seed: at + 1 },
      });
    ask(level.start, 0);
    let position = level.start;
    for (let ply = 1; ply <= Math.max(0, ...plies); ply++) {
      if (outcome(position, level.rules)) break;
      position = applyMove(position, greedyMove(position, level.rules, ply * 31)).position;
      if (plies.includes(ply) && !outcome(position, level.rules)) ask(position, ply);
    }
    return boards;
  });
}

/** A budget rounded down to two significant figures, as the ladder writes them. */
const roundDown = (nodes: number): number => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, nodes))) - 1);
  return Math.floor(nodes / unit) * unit;
};

/** The largest budget, over every board, that fits `allowedMs` at that board's speed (time grows with nodes). */
const fitting = (rows: readonly Timed[], allowedMs: number, msOf: (row: Timed) => number): number =>
  roundDown(Math.min(...rows.map((row) => (allowedMs * row.nodes) / Math.max(1, msOf(row)))));

/** `1-10` or `3,5,10`: the strengths to time, 1 to 10. */
function strengthList(text: string): number[] {
  const range = /^(\d+)-(\d+)$/.exec(text);
  const listed = range
    ? Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i)
    : text.split(',').map(Number);
  return listed.filter((n) => Number.isInteger(n) && n >= 1 && n <= 10);
}

async function main(): Promise<void> {
  const levels = oxonoBench
    ? []
    : boardsOf((values.level ?? []).flatMap((ids) => ids.split(',')).filter(Boolean));
  const folder = buildForBench(values.dist);
  const site = await serveFolder(folder);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // A blank page of the same site (its 404), so the game's own drawing takes no CPU while we measure.
    await page.goto(`${site.url}bench-blank`, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const url = workerAsset(folder);
    if (oxonoBench) {
      const games = Math.max(1, Number(values.games) || 3);
      return await benchOxono(page, url, {
        rate,
        strengths: strengthList(values.strengths),
        games,
        plies,
        targetMs,
      });
    }
    console.log(
      `strength ${strength} (${strengthOf(strength).nodes ?? 'a depth'} nodes), CPU slowed ${rate}x, ` +
        `${levels.length} levels, boards at plies 0,${plies.join(',')}. "cpu x${rate}" is the ` +
        `worker thread's CPU time times the rate: the throttled time on an idle machine, robust to a busy one.\n`,
    );
    console.log(
      `| level | ply | nodes | wall ms | cpu ms | cpu x${rate} ms | first answer: wall / cpu x${rate} ms |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const rows: (Timed & { board: Board })[] = [];
    const firsts: Timed[] = [];
    for (const boards of levels) {
      // The first request starts the worker, as a game's first move does; then the boards are timed warm.
      const messages = [boards[0], ...boards].map((board, id) => ({
        id,
        request: ataxxRequest(board.request),
      }));
      const [first, ...timed] = await timeInWorker(page, url, messages);
      firsts.push(first);
      timed.forEach((result, index) => {
        const board = boards[index];
        rows.push({ ...result, board });
        const cold = index === 0 ? `${Math.round(first.ms)} / ${first.cpuMs * rate}` : '';
        console.log(
          `| ${board.level} | ${board.plies} | ${result.nodes} | ${Math.round(result.ms)} | ${result.cpuMs} | ` +
            `${result.cpuMs * rate} | ${cold} |`,
        );
      });
    }
    const summary = (name: string, values: readonly number[]) =>
      `${name} median ${Math.round(median(values))}, max ${Math.round(Math.max(...values))}`;
    console.log(
      `\nwarm boards (ms): ${summary(
        'wall',
        rows.map((r) => r.ms),
      )}; ` +
        `${summary(
          `cpu x${rate}`,
          rows.map((r) => r.cpuMs * rate),
        )}`,
    );
    console.log(
      `first answers (ms): ${summary(
        'wall',
        firsts.map((r) => r.ms),
      )}; ` +
        `${summary(
          `cpu x${rate}`,
          firsts.map((r) => r.cpuMs * rate),
        )}`,
    );
    const searched = rows.filter((row) => row.nodes >= 1000 && row.cpuMs > 0);
    if (searched.length > 0) {
      const allowed = targetMs * (1 - margin);
      console.log(
        `largest budget with every warm board under ${Math.round(allowed)} ms: ` +
          `${fitting(searched, allowed, (row) => row.cpuMs * rate)} nodes by cpu x${rate}, ` +
          `${fitting(searched, allowed, (row) => row.ms)} by wall time`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
