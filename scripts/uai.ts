/**
 * The engine for Ataxx GUIs and tournament managers, speaking UAI on stdin/stdout (classic rules).
 * `npm run uai`, or after `npm run uai:build` the single file `node dist-uai/infection-uai.mjs`.
 * The same file is both threads: the input thread reads commands and answers `isready`/`stop`/`quit`
 * at once, while the search thread (this file again, as a worker) runs the searches.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import { greedyMove } from '../src/ai/index.ts';
import { UaiSession, UAI_RULES, type UaiEffect, type UaiSearchJob } from '../src/ai/uai.ts';
import packageJson from '../package.json' with { type: 'json' };
import {
  runSearchThread,
  type FromSearchThread,
  type SearchThreadData,
  type ToSearchThread,
} from './uai-search-thread.ts';

const DEFAULT_HASH_MB = 16;
/** How long `quit` (or the end of input) waits for a running search to answer before leaving anyway. */
const QUIT_GRACE_MS = 2000;
const MAX_THREAD_FAILURES = 3;

/**
 * The file the search thread runs: this one when it is the single-file build. Run from source (tsx),
 * each module would load apart and its imported constants would not be folded into the hot loops
 * (about a tenth slower), so the search thread runs a bundle of this same source, written at start
 * (about a second, before `uaiok`) into a temporary folder removed on exit.
 */
async function searchThreadFile(): Promise<SearchThreadFile> {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return { url: new URL(self), fromSource: false };
  // A computed specifier, so that the build never bundles the bundler.
  const bundler = new URL('./uai-bundle.ts', self).href;
  const { bundleUai } = (await import(/* @vite-ignore */ bundler)) as typeof import('./uai-bundle.ts');
  const folder = mkdtempSync(join(tmpdir(), 'infection-uai-'));
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }));
  // A GUI that ends the engine by a signal gets the same tidy exit.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => process.exit(0));
  return { url: pathToFileURL(await bundleUai(folder)), fromSource: true };
}

interface SearchThreadFile {
  readonly url: URL;
  /** The bundle written from source, plain JS: its thread must not load tsx as this process did. */
  readonly fromSource: boolean;
}

function runInputThread(threadFile: SearchThreadFile): void {
  const session = new UaiSession({ name: `Infection ${packageJson.version}`, author: 'the Infection team' });
  const stop = new Int32Array(new SharedArrayBuffer(4));
  let hashMb = DEFAULT_HASH_MB;
  let job: UaiSearchJob | null = null;
  /** `readyok` waits for the search thread's warm-up, so a GUI's first `go` finds the engine warm. */
  let warm = false;
  const heldReady: string[] = [];
  /** Failures since the last finished search; past the limit, searches are answered on this thread. */
  let failures = 0;
  /** The backstop that answers for a search that is late (its thread held up). */
  let overdue: ReturnType<typeof setTimeout> | undefined;
  let thread: Worker | null = connect();

  function connect(): Worker {
    const data: SearchThreadData = { stop: stop.buffer as SharedArrayBuffer, hashMb };
    const worker = new Worker(threadFile.url, {
      workerData: data,
      execArgv: threadFile.fromSource ? [] : undefined,
    });
    warm = false;
    worker.on('message', (message: FromSearchThread) => {
      if (message.kind === 'warm') {
        warm = true;
        for (const line of heldReady.splice(0)) print(line);
      } else if (message.kind === 'info') apply(session.searchInfo(message.id, message.info));
      else {
        // An answer the session already gave (the search was overdue) comes too late to matter.
        if (job?.id === message.id) {
          job = null;
          clearTimeout(overdue);
        }
        failures = 0;
        apply(session.searchDone(message.id, message.result));
      }
    });
    worker.on('error', (error) => {
      // Never leave a GUI waiting: report, answer the running search with a cheap move, start over.
      failures++;
      const again = failures <= MAX_THREAD_FAILURES;
      print(
        `info string error: the search thread failed (${error.message}); ${again ? 'restarting it' : 'playing greedy moves from now on'}`,
      );
      thread = again ? connect() : null;
      if (!thread) for (const line of heldReady.splice(0)) print(line);
      const lost = job;
      job = null;
      if (lost) answerGreedily(lost);
    });
    return worker;
  }

  function answerGreedily(lost: UaiSearchJob): void {
    const move = greedyMove(lost.position, UAI_RULES, 0);
    apply(session.searchDone(lost.id, { move, depth: 0, score: 0, nodes: 0, timeMs: 0, pv: [move] }));
  }

  const send = (message: ToSearchThread) => thread?.postMessage(message);

  function apply(effects: UaiEffect[]): void {
    for (const effect of effects) {
      switch (effect.kind) {
        case 'print':
          if (effect.line === 'readyok' && !warm && thread) heldReady.push(effect.line);
          else print(effect.line);
          break;
        case 'search':
          if (!thread) {
            answerGreedily(effect.job);
            break;
          }
          job = effect.job;
          Atomics.store(stop, 0, 0);
          send({ kind: 'search', job: effect.job, readAt: Date.now() });
          clearTimeout(overdue);
          if (effect.job.answerWithinMs !== undefined) {
            const { id } = effect.job;
            overdue = setTimeout(() => apply(session.searchOverdue(id)), effect.job.answerWithinMs);
          }
          break;
        case 'stop':
          Atomics.store(stop, 0, 1);
          // The session quits once the search answers; a search that never does must not keep us here.
          if (effect.thenQuit) setTimeout(exit, QUIT_GRACE_MS);
          break;
        case 'hash':
          hashMb = effect.megabytes;
          send({ kind: 'hash', megabytes: effect.megabytes });
          break;
        case 'clear':
          send({ kind: 'clear' });
          break;
        case 'quit':
          exit();
      }
    }
  }

  // The GUI went away: nobody is left to answer.
  process.stdout.on('error', () => exit());
  const input = createInterface({ input: process.stdin, terminal: false });
  input.on('line', (line) => apply(session.receive(line)));
  input.on('close', () => apply(session.receive('quit')));
}

const exit = (): never => process.exit(0);

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

if (isMainThread) runInputThread(await searchThreadFile());
else runSearchThread();
