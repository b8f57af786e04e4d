/**
 * The UAI section of `npm run bench` (also `npx tsx scripts/bench-uai.ts` alone): nodes per second as
 * the UAI engine itself reports them over `go movetime 1000` from the 7×7 start, the figure issue 14
 * sets at ≥ 3,000,000 (median of the runs). Each run is a fresh engine process, which warms itself up
 * before answering `readyok`, as a tournament manager would start it.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchRow, BenchSection } from './bench-section.ts';

const NPS_TARGET = 3_000_000;
const UAI_SCRIPT = fileURLToPath(new URL('./uai.ts', import.meta.url));
const BUILD_SCRIPT = fileURLToPath(new URL('./uai-build.ts', import.meta.url));

export interface Reported {
  readonly nodes: number;
  readonly nps: number;
  readonly depth: number;
  readonly ms: number;
}

/**
 * One engine process (`args` after node: the tsx-run script, or the single-file build): warm-up, then
 * one search from the start (`go`, by default `go movetime 1000`); its last info line.
 */
export function firstSearch(args: readonly string[], go = 'go movetime 1000'): Promise<Reported> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'pipe' });
    let buffered = '';
    let last: Reported | null = null;
    child.on('error', reject);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'readyok') child.stdin.write(`position startpos\n${go}\n`);
        const info = /^info depth (\d+) .*nodes (\d+) nps (\d+) time (\d+)/.exec(line);
        if (info) last = { depth: +info[1], nodes: +info[2], nps: +info[3], ms: +info[4] };
        if (line.startsWith('bestmove')) {
          child.stdin.end('quit\n');
          if (last) resolve(last);
          else reject(new Error('bench-uai: the engine answered without an info line'));
        }
      }
    });
    child.stdin.write('uai\nisready\n');
  });
}

/** The median of at least five fresh engine processes' first seconds. */
async function engineRow(name: string, args: readonly string[], runs: number): Promise<BenchRow> {
  const reports: Reported[] = [];
  for (let i = 0; i < Math.max(runs, 5); i++) reports.push(await firstSearch(args));
  const sorted = [...reports].sort((a, b) => a.nps - b.nps);
  const median = sorted[sorted.length >> 1];
  const met = median.nps >= NPS_TARGET ? 'met' : 'NOT met';
  const all = reports.map((r) => `${(r.nps / 1e6).toFixed(2)}M d${r.depth}`).join(', ');
  return {
    label: `${name}, start 7×7, median of ${reports.length}`,
    work: median.nodes,
    unit: 'nodes',
    seconds: median.ms / 1000,
    check: `depth ${median.depth}; target ≥ ${NPS_TARGET.toLocaleString('en-US')} nodes/s: ${met} (${all})`,
  };
}

export const uaiSection: BenchSection = {
  title: 'uai — nodes per second as the UAI engine reports them, go movetime 1000 from the 7×7 start',
  run: async (runs) => {
    // The engine as `npm run uai` runs it, and as a tournament manager does: the single-file build.
    const folder = mkdtempSync(join(tmpdir(), 'infection-bench-uai-'));
    try {
      execFileSync(process.execPath, [...process.execArgv, BUILD_SCRIPT, '--out', folder], { stdio: 'pipe' });
      return [
        await engineRow('npm run uai', [...process.execArgv, UAI_SCRIPT], runs),
        await engineRow('single-file build', [join(folder, 'infection-uai.mjs')], runs),
      ];
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await uaiSection.run(5))
    console.log(`${row.label}: ${row.work} nodes in ${row.seconds.toFixed(3)} s, ${row.check}`);
}
