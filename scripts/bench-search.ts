/**
 * The engine's section of `npm run bench` (also `npx tsx scripts/bench-search.ts` alone): search speed in
 * nodes per second on 7×7, the depth reached in one second on the start and on campaign boards, and
 * how long strength 10 takes to reply. Targets: ≥ 3,000,000 nodes/s (issue 14; 1,000,000 in issue 4),
 * replies < 1 s.
 *
 * The engine is measured in the form it ships in: this file bundled into one, as the UAI engine and the
 * browser's worker are, and run by plain node in a child process (`--rows`, which prints the rows as
 * JSON). Run module by module under tsx, the same search is about a seventh slower (6 December: 2.75 M
 * against 3.20 M nodes/s for 2 M nodes from the start): each call across a module boundary reads a
 * live binding that V8 cannot fold into the hot loops.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { applyMove, legalMoves, parseFen, Random, type Position } from '../src/core/index.ts';
import { parseLevel } from '../src/core/level.ts';
import { chooseMove, Searcher, warmEngine } from '../src/ai/index.ts';
import { bestOf, type BenchRow, type BenchSection } from './bench-section.ts';
import { widenInlining } from './engine-flags.ts';

const NPS_TARGET = 3_000_000;
const REPLY_TARGET_SECONDS = 1;

function fen(text: string): Position {
  const parsed = parseFen(text);
  if (!parsed.ok) throw new Error(`bench-search: ${parsed.error}`);
  return parsed.value;
}

/** The project's folder: the bundle runs from a temporary one, so the parent passes it on (`--root`). */
let root = fileURLToPath(new URL('..', import.meta.url));

/** A campaign level's start, so the figures follow the boards players meet. */
function level(id: string): Position {
  const file = join(root, 'levels', `${id}.json`);
  const parsed = parseLevel(`${id}.json`, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(`bench-search: ${id}.json does not parse`);
  return parsed.value.start;
}

/** A reproducible middle game: the start played on by random moves. */
function middleGame(start: Position, plies: number, seed: number): Position {
  const random = new Random(seed);
  let position = start;
  for (let i = 0; i < plies; i++)
    position = applyMove(position, random.pick(legalMoves(position, 'arcade'))).position;
  return position;
}

const START = fen('x5o/7/7/7/7/7/o5x x 0 1');
const BOARDS: readonly (readonly [string, () => Position])[] = [
  ['start 7×7', () => START],
  ['middle game 7×7', () => middleGame(START, 16, 3)],
  ['campaign w2-05', () => level('w2-05')],
  ['campaign w3-08', () => level('w3-08')],
  ['campaign w4-10 (9×9 boss)', () => level('w4-10')],
  ['start 9×9', () => fen('x7o/9/9/9/9/9/9/9/o7x x 0 1')],
];

export const searchSection: BenchSection = {
  title: 'search — engine nodes per second, depth in 1 s, strength-10 reply time (the bundled engine)',
  run: async (runs) => {
    const folder = mkdtempSync(join(tmpdir(), 'infection-bench-search-'));
    try {
      // A computed specifier, as in uai.ts, so that the bundle never holds the bundler.
      const bundler = new URL('./uai-bundle.ts', import.meta.url).href;
      const { bundleScript } = (await import(/* @vite-ignore */ bundler)) as typeof import('./uai-bundle.ts');
      const file = await bundleScript('scripts/bench-search.ts', folder, 'bench-search.mjs');
      const args = [file, '--rows', '--runs', String(runs), '--root', root];
      return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as BenchRow[];
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

/** The rows, measured in this process: the bundle's work. */
function measure(runs: number): BenchRow[] {
  // As the UAI engine does, before anything is optimised.
  widenInlining();
  const rows: BenchRow[] = [];
  // As the browser's worker, the club's engine thread and the UAI engine do when they start: the JIT
  // then compiles the search for both bit-layout kinds at once (warm.ts, `warmEveryKind`).
  warmEngine();
  for (const [label, board] of BOARDS.slice(0, 2)) {
    const position = board();
    const { result, seconds, cpuSeconds } = bestOf(
      runs,
      () => new Searcher().search(position, 'arcade', { nodes: 2_000_000 }).nodes,
    );
    // Judged on CPU time: on a shared machine the wall clock also counts waiting for a core.
    const perCpuSecond = result / Math.max(cpuSeconds, 1e-9);
    const met = `${Math.round(perCpuSecond).toLocaleString('en-US')}/cpu-s, ${perCpuSecond >= NPS_TARGET ? 'met' : 'NOT met'}`;
    rows.push({
      label: `${label}, 2M nodes`,
      work: result,
      unit: 'nodes',
      seconds,
      cpuSeconds,
      check: `target ≥ ${NPS_TARGET.toLocaleString('en-US')} nodes/s: ${met}`,
    });
  }
  for (const [label, board] of BOARDS) {
    const position = board();
    const { result, seconds, cpuSeconds } = bestOf(runs, () =>
      new Searcher().search(position, 'arcade', { timeMs: 1000 }),
    );
    rows.push({
      label: `${label}, 1 s`,
      work: result.nodes,
      unit: 'nodes',
      seconds,
      cpuSeconds,
      check: `depth ${result.depth}`,
    });
  }
  for (const [label, board] of BOARDS.slice(1)) {
    const position = board();
    const { result, seconds, cpuSeconds } = bestOf(runs, () =>
      chooseMove({ position, rules: 'arcade', strength: 10, seed: 1 }),
    );
    const met = seconds < REPLY_TARGET_SECONDS ? 'met' : 'NOT met';
    rows.push({
      label: `strength 10 reply, ${label}`,
      work: result.nodes,
      unit: 'nodes',
      seconds,
      cpuSeconds,
      check: `depth ${result.depth}, target < 1 s: ${met}`,
    });
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { rows: { type: 'boolean' }, runs: { type: 'string', default: '1' }, root: { type: 'string' } },
  });
  if (values.rows) {
    root = values.root ?? root;
    process.stdout.write(JSON.stringify(measure(Number(values.runs))));
    process.exit(0);
  }
  for (const row of await searchSection.run(1)) {
    const cpu = row.cpuSeconds ?? row.seconds;
    console.log(
      `${row.label.padEnd(44)} ${String(row.work).padStart(9)} ${row.unit}  ${row.seconds.toFixed(3)} s (cpu ${cpu.toFixed(3)} s)  ` +
        `${Math.round(row.work / cpu).toLocaleString('en-US')}/cpu-s  ${row.check ?? ''}`,
    );
  }
}
