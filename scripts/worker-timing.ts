/**
 * The browser benches' measuring side (scripts/bench-browser.ts, Ataxx's levels and Oxono's ladder): a
 * build to serve, the bundled opponent worker in a page, each answer timed there and in the worker
 * thread's CPU time (Linux /proc), which stands for a phone when multiplied by DevTools' throttling rate
 * (the rate slows the page, not a worker: see bench-browser.ts).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ThinkMessage } from '../src/game/session/opponent/messages';

/** What the page measured for one request. */
export interface Timed {
  /** Wall time from the page's post to the worker's answer. */
  readonly ms: number;
  /** CPU time the worker's thread spent meanwhile: the search itself, whatever the machine's load. */
  readonly cpuMs: number;
  readonly nodes: number;
  /** The worker's move as it answered it (a number for Ataxx, move text for another game). */
  readonly move: number | string;
}

/** The built game to serve: `dist` when named, else a fresh production build in the temp folder. */
export function buildForBench(dist: string | undefined): string {
  if (dist) return dist;
  const folder = join(tmpdir(), 'infection-bench-browser');
  console.log(`building the game into ${folder} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  return folder;
}

export function workerAsset(folder: string): string {
  const worker = readdirSync(join(folder, 'assets')).find((name) => /^worker-.*\.js$/.test(name));
  if (!worker) throw new Error(`no bundled opponent worker (worker-*.js) in ${folder}/assets`);
  return `assets/${worker}`;
}

/**
 * The page's side: one worker at a time in `window.bench`, asked one message per call and timed there.
 * Kept as text, since tsx would wrap a compiled function in helpers the page does not have.
 */
export const START_WORKER = (url: string) =>
  `window.bench = new Worker(${JSON.stringify(url)}, { type: 'module' }); true`;
export const ASK = (message: ThinkMessage) => `new Promise((resolve, reject) => {
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
export async function timeInWorker(
  page: Page,
  url: string,
  messages: readonly ThinkMessage[],
): Promise<Timed[]> {
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

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
