/**
 * `npm run ugi -- --game oxono`: the Oxono engine for cutegames-style match runners and GUIs, speaking
 * UGI on stdin/stdout (src/ai/oxono/ugi.ts has the protocol). This file is both threads: the input
 * thread reads commands and answers `isready`, `query`, `stop` and `quit` at once, while the search
 * thread (this file again, as a worker) runs the searches and stops when the shared flag is raised.
 */
import { createInterface } from 'node:readline';
import { isMainThread, parentPort } from 'node:worker_threads';
import { boardOf, coreMove } from '../src/ai/oxono/adapter.ts';
import { OxonoSearch } from '../src/ai/oxono/search.ts';
import { readPosition } from '../src/core/oxono/text.ts';
import {
  OxonoUgiSession,
  type UgiEffect,
  type UgiSearchDone,
  type UgiSearchJob,
} from '../src/ai/oxono/ugi.ts';
import packageJson from '../package.json' with { type: 'json' };
import { readArgs, usageError } from './script-args.ts';
import { startThread } from './thread-pool.ts';

/** How long `quit` waits for a running search to answer before leaving anyway. */
const QUIT_GRACE_MS = 2000;
const TABLE_BITS = 20;

type ToSearchThread =
  | { readonly kind: 'start'; readonly stop: SharedArrayBuffer }
  | { readonly kind: 'search'; readonly job: UgiSearchJob }
  | { readonly kind: 'clear' };
type FromSearchThread =
  { readonly kind: 'warm' } | { readonly kind: 'done'; readonly id: number; readonly result: UgiSearchDone };
/** Warm-up searches from the start and after two moves, so the first `go` runs compiled code. */
const WARM_UP = [
  '....../....../..@.../...*../....../...... 1 8 8 8 8',
  '....../....../.x@.../..*O../....../...... 1 7 8 8 7',
];
const WARM_UP_NODES = 60_000;

function readCommandLine(): void {
  const { values } = readArgs('ugi', { game: { type: 'string', default: 'oxono' } });
  if (values.game !== 'oxono')
    usageError('ugi', `--game ${values.game}: only oxono speaks UGI here (Ataxx speaks UAI: npm run uai)`);
}

function runInputThread(): void {
  const session = new OxonoUgiSession({
    name: `Infection Oxono ${packageJson.version}`,
    author: 'the Infection team',
  });
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const thread = startThread(import.meta.url);
  /** `readyok` waits for the search thread's warm-up (the protocol's "ready"). */
  let warm = false;
  const heldReady: string[] = [];
  thread.on('message', (message: FromSearchThread) => {
    if (message.kind === 'done') apply(session.searchDone(message.id, message.result));
    else {
      warm = true;
      for (const line of heldReady.splice(0)) print(line);
    }
  });
  thread.on('error', (error) => {
    print(`info string error: the search thread failed (${error.message})`);
    process.exit(1);
  });
  const send = (message: ToSearchThread): void => thread.postMessage(message);
  send({ kind: 'start', stop: stop.buffer as SharedArrayBuffer });

  function apply(effects: UgiEffect[]): void {
    for (const effect of effects) {
      if (effect.kind === 'print') {
        if (effect.line === 'readyok' && !warm) heldReady.push(effect.line);
        else print(effect.line);
      } else if (effect.kind === 'search') {
        Atomics.store(stop, 0, 0);
        send({ kind: 'search', job: effect.job });
      } else if (effect.kind === 'clear') send({ kind: 'clear' });
      else if (effect.kind === 'stop') {
        Atomics.store(stop, 0, 1);
        if (effect.thenQuit) setTimeout(() => process.exit(0), QUIT_GRACE_MS).unref();
      } else process.exit(0);
    }
  }

  process.stdout.on('error', () => process.exit(0));
  const input = createInterface({ input: process.stdin, terminal: false });
  input.on('line', (line) => apply(session.receive(line)));
  input.on('close', () => apply(session.receive('quit')));
}

function runSearchThread(): void {
  let stop: Int32Array = new Int32Array(1);
  const search = new OxonoSearch(TABLE_BITS);
  parentPort!.on('message', (message: ToSearchThread) => {
    if (message.kind === 'start') {
      stop = new Int32Array(message.stop);
      for (const text of WARM_UP) {
        const position = readPosition(text);
        if (position.ok) search.search(boardOf(position.value), { nodes: WARM_UP_NODES });
      }
      search.clear();
      parentPort!.postMessage({ kind: 'warm' } satisfies FromSearchThread);
      return;
    }
    if (message.kind === 'clear') {
      search.clear();
      return;
    }
    const { job } = message;
    const started = Date.now();
    search.clear();
    const found = search.search(boardOf(job.position), { ...job.limits, stop });
    const result: UgiSearchDone = {
      move: coreMove(found.move),
      depth: found.depth,
      score: found.score,
      nodes: found.nodes,
      timeMs: Date.now() - started,
    };
    parentPort!.postMessage({ kind: 'done', id: job.id, result } satisfies FromSearchThread);
  });
}

function print(line: string): void {
  process.stdout.write(`${line}\n`);
}

if (isMainThread) {
  readCommandLine();
  runInputThread();
} else runSearchThread();
