/**
 * `npm run bench:browser [-- --dist <built folder>] [--rate 4] [--strength 10] [--plies 4,8]
 * [--level id[,id…]] [--target-ms 1000] [--margin 0.25]`
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
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { greedyMove, strengthOf } from '../src/ai';
import { ataxxRequest } from '../src/ai/ataxx-engine';
import type { ThinkRequest } from '../src/ai/types';
import { applyMove, outcome, type Position } from '../src/core';
import { campaignLevels } from '../src/core/level';
import type { ThinkMessage } from '../src/game/session/opponent/messages';
import { launchBrowser } from './chromium';
import { checkLevelsFolder } from './levels-check';
import { serveFolder } from '../src/server/static-site';

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    rate: { type: 'string', default: '4' },
    strength: { type: 'string', default: '10' },
    plies: { type: 'string', default: '4,8' },
    level: { type: 'string', multiple: true },
    'target-ms': { type: 'string', default: '1000' },
    margin: { type: 'string', default: '0.25' },
  },
});
const rate = Math.max(1, Number(values.rate) || 4);
const strength = strengthOf(Number(values.strength)).level;
const plies = values.plies
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

/** What the page measured for one request. */
interface Timed {
  /** Wall time from the page's post to the worker's answer. */
  readonly ms: number;
  /** CPU time the worker's thread spent meanwhile: the search itself, whatever the machine's load. */
  readonly cpuMs: number;
  readonly nodes: number;
  readonly move: number;
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

function build(): string {
  if (values.dist) return values.dist;
  const folder = join(tmpdir(), 'infection-bench-browser');
  console.log(`building the game into ${folder} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  return folder;
}

function workerAsset(folder: string): string {
  const worker = readdirSync(join(folder, 'assets')).find((name) => /^worker-.*\.js$/.test(name));
  if (!worker) throw new Error(`no bundled opponent worker (worker-*.js) in ${folder}/assets`);
  return `assets/${worker}`;
}

/**
 * The page's side: one worker at a time in `window.bench`, asked one message per call and timed there.
 * Kept as text, since tsx would wrap a compiled function in helpers the page does not have.
 */
const START_WORKER = (url: string) =>
  `window.bench = new Worker(${JSON.stringify(url)}, { type: 'module' }); true`;
const ASK = (message: ThinkMessage) => `new Promise((resolve, reject) => {
  const worker = window.bench;
  const sent = performance.now();
  worker.onmessage = (event) => {
    const data = event.data;
    if (data.error !== undefined) reject(new Error(data.error));
    else resolve({ ms: performance.now() - sent, nodes: data.nodes, move: data.move });
  };
  worker.onerror = (event) => reject(new Error(event.message || 'the worker failed to load'));
  worker.postMessage(${JSON.stringify(message)});
})`;

/** Starts a fresh worker and times its answers, in the page and in the worker thread's CPU time. */
async function timeInWorker(page: Page, url: string, messages: readonly ThinkMessage[]): Promise<Timed[]> {
  await page.evaluate(START_WORKER(url));
  const timed: Timed[] = [];
  for (const message of messages) {
    const before = workerCpuMs();
    const answer = (await page.evaluate(ASK(message))) as Omit<Timed, 'cpuMs'>;
    timed.push({ ...answer, cpuMs: cpuSpent(before, workerCpuMs()) });
  }
  await page.evaluate('window.bench.terminate(); true');
  return timed;
}

/** The fields of a /proc stat line after the command name: [state, ppid, …]; utime and stime at 11, 12. */
function statFields(path: string): string[] | null {
  try {
    const stat = readFileSync(path, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // The process or thread ended while we looked.
  }
}

/**
 * CPU time (ms) used so far by each Web Worker thread of the Chromium under this process, by thread id:
 * Linux /proc, in clock ticks of 10 ms. Only worker threads, so neither the page nor the throttler counts.
 */
function workerCpuMs(): Map<string, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(`/proc/${name}/stat`);
    if (fields) parents.set(Number(name), Number(fields[1]));
  }
  const under = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) {
      if (at === process.pid) return true;
    }
    return false;
  };
  const used = new Map<string, number>();
  for (const pid of parents.keys()) {
    if (!under(pid)) continue;
    for (const thread of taskIds(pid)) {
      const task = `/proc/${pid}/task/${thread}`;
      try {
        if (!readFileSync(`${task}/comm`, 'utf8').startsWith('DedicatedWorker')) continue;
      } catch {
        continue;
      }
      const fields = statFields(`${task}/stat`);
      if (fields) used.set(thread, (Number(fields[11]) + Number(fields[12])) * 10);
    }
  }
  return used;
}

function taskIds(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // The process ended while we looked.
  }
}

/** CPU ms that worker threads spent between two readings (a thread that ended meanwhile is left out). */
function cpuSpent(before: Map<string, number>, after: Map<string, number>): number {
  let spent = 0;
  for (const [thread, ms] of after) spent += ms - (before.get(thread) ?? 0);
  return spent;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A budget rounded down to two significant figures, as the ladder writes them. */
const roundDown = (nodes: number): number => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, nodes))) - 1);
  return Math.floor(nodes / unit) * unit;
};

/** The largest budget, over every board, that fits `allowedMs` at that board's speed (time grows with nodes). */
const fitting = (rows: readonly Timed[], allowedMs: number, msOf: (row: Timed) => number): number =>
  roundDown(Math.min(...rows.map((row) => (allowedMs * row.nodes) / Math.max(1, msOf(row)))));

async function main(): Promise<void> {
  const levels = boardsOf((values.level ?? []).flatMap((ids) => ids.split(',')).filter(Boolean));
  const folder = build();
  const site = await serveFolder(folder);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    // A blank page of the same site (its 404), so the game's own drawing takes no CPU while we measure.
    await page.goto(`${site.url}bench-blank`, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const url = workerAsset(folder);
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
