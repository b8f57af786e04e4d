/**
 * `npm run bench:pair -- --a <engine.mjs> [--b <engine.mjs>] [--pairs 16] [--go "depth 11"] [--turns N]`: the speed
 * of two UAI engine builds side by side, for a change that keeps the search's tree. Each pair starts
 * both engines at once, one on each core, and searches from the 7×7 start (`go movetime 1000` unless
 * told); it prints each pair's nodes per second and the median ratio B / A. This machine's speed drifts
 * by a tenth from one run to the next, more than most speed changes are worth; two engines searching at
 * the same moment share the drift, so their ratio is steadier than either figure (two copies of one
 * build: median ratio 0.99, pairs within ±5% when the machine is quiet).
 * Without `--b`, B is this checkout, built first; `npm run uai:build -- --commit <sha> --out <folder>`
 * builds an A from any commit. Never part of `npm test`.
 *
 * `--turns N` instead keeps one process of each engine and has them search in turn, one at a time, N
 * times each (`uainewgame` before every search, so each search is the same tree): when other machines'
 * load comes and goes in bursts of seconds, pairs swing both ways by a third, while the faster quarter
 * of each engine's turns stays steady (two copies of one build, 12 turns: 0.992 and 1.020). It prints
 * each engine's fastest, upper quartile and median, and the ratio of the upper quartiles.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPosition } from '../src/core/index.ts';
import { firstSearch } from './bench-uai.ts';
import { numberArg, readArgs, usageError } from './script-args.ts';
import { UaiPlayer } from './uai-player.ts';

const BUILD_SCRIPT = fileURLToPath(new URL('./uai-build.ts', import.meta.url));
const SCRIPT = 'bench:pair';
function fail(message: string): never {
  return usageError(SCRIPT, message);
}
const { values: args } = readArgs(SCRIPT, {
  a: { type: 'string' },
  b: { type: 'string' },
  pairs: { type: 'string' },
  go: { type: 'string' },
  turns: { type: 'string' },
});

const engineFile = (flag: string, file: string): string => {
  const path = resolve(file);
  if (!existsSync(path)) fail(`${flag}: no such file ${path} (build one with npm run uai:build)`);
  return path;
};
const a = args.a;
if (a === undefined) fail('--a <engine.mjs> is required: the engine to compare against');
const engineA = engineFile('--a', a);
const pairs = numberArg(SCRIPT, 'pairs', args.pairs, 16, { min: 1, whole: true });
const go = `go ${args.go ?? 'movetime 1000'}`;
const turns = numberArg(SCRIPT, 'turns', args.turns, 0, { min: 0, whole: true });

/** `--turns`: both engines kept, searching one at a time in turn. */
async function inTurns(files: readonly string[]): Promise<void> {
  console.log(`${turns} turns each, one engine at a time, position startpos, ${go}`);
  const engines = await Promise.all(files.map((file) => UaiPlayer.start(file)));
  const speeds: number[][] = files.map(() => []);
  for (let turn = 0; turn < turns; turn++)
    for (let i = 0; i < engines.length; i++) {
      const nps = /nps (\d+)/.exec(await engines[i].search(startPosition(), go));
      if (!nps) fail(`engine ${files[i]} answered without an info line`);
      speeds[i].push(Number(nps[1]));
    }
  for (const engine of engines) engine.close();
  const upper: number[] = [];
  speeds.forEach((list, i) => {
    const fastest = [...list].sort((x, y) => y - x);
    const at = (q: number): number => fastest[Math.floor(q * (fastest.length - 1))];
    upper.push(at(0.25));
    const m = (nps: number): string => `${(nps / 1e6).toFixed(3)} M`;
    console.log(`${'AB'[i]}: fastest ${m(at(0))}, upper quartile ${m(at(0.25))}, median ${m(at(0.5))}`);
  });
  console.log(`B/A upper quartiles ${(upper[1] / upper[0]).toFixed(3)}`);
}

const median = (values: readonly number[]): number => [...values].sort((x, y) => x - y)[values.length >> 1];

/** Pairs: both engines fresh and searching at the same moment, one on each core. */
async function inPairs(engineA: string, engineB: string): Promise<void> {
  console.log(`${pairs} pairs, position startpos, ${go}`);
  const ratios: number[] = [];
  const speedsA: number[] = [];
  const speedsB: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const [reportA, reportB] = await Promise.all([firstSearch([engineA], go), firstSearch([engineB], go)]);
    speedsA.push(reportA.nps);
    speedsB.push(reportB.nps);
    ratios.push(reportB.nps / reportA.nps);
    const m = (nps: number): string => `${(nps / 1e6).toFixed(2)} M`;
    console.log(
      `pair ${String(i + 1).padStart(2)}: A ${m(reportA.nps)} d${reportA.depth}, B ${m(reportB.nps)} d${reportB.depth}, B/A ${ratios[i].toFixed(3)}`,
    );
  }
  const sorted = [...ratios].sort((x, y) => x - y);
  const quarter = (q: number): string =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(3);
  console.log(
    `median nodes/s: A ${(median(speedsA) / 1e6).toFixed(2)} M, B ${(median(speedsB) / 1e6).toFixed(2)} M; ` +
      `B/A median ${median(ratios).toFixed(3)} (middle half ${quarter(0.25)}–${quarter(0.75)})`,
  );
}

let folder: string | null = null;
try {
  let engineB: string;
  const b = args.b ?? null;
  if (b !== null) engineB = engineFile('--b', b);
  else {
    folder = mkdtempSync(join(tmpdir(), 'infection-bench-pair-'));
    execFileSync(process.execPath, [...process.execArgv, BUILD_SCRIPT, '--out', folder], { stdio: 'pipe' });
    engineB = join(folder, 'infection-uai.mjs');
  }
  console.log(`A ${engineA}\nB ${engineB}`);
  if (turns > 0) await inTurns([engineA, engineB]);
  else await inPairs(engineA, engineB);
} finally {
  if (folder !== null) rmSync(folder, { recursive: true, force: true });
}
