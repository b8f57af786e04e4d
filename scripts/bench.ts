/**
 * `npm run bench [-- --runs N] [--only <word>]`: speed of the rules core and the engine, best of N runs
 * (3 by default). Prints one table per section, then the perft-6 figure (the median of the runs, on the
 * engine's bitboards) against issue 14's target of 0.15 s; the uai section gives the UAI engine's own
 * nodes per second over its first second (median of at least 5 fresh processes).
 * To add a section, write a `BenchSection` (scripts/bench-section.ts) and list it in SECTIONS below.
 */
import { cpus, loadavg } from 'node:os';
import { parseFen, perft, plainPerft, type Position, type Ruleset } from '../src/core/index.ts';
import { bitPerft } from '../src/ai/bits/bit-perft.ts';
import { bestOf, medianOf, type BenchRow, type BenchSection } from './bench-section.ts';
import { searchSection } from './bench-search.ts';
import { uaiSection } from './bench-uai.ts';
import { oxonoSection } from './bench-oxono.ts';
import { widenInlining } from './engine-flags.ts';

/** Perft 6 from the start must take at most this long in Node on these machines (issue 14; 0.5 s in issue 2). */
const PERFT6_TARGET_SECONDS = 0.15;

interface PerftCase {
  readonly label: string;
  readonly fen: string;
  readonly depth: number;
  readonly rules: Ruleset;
  /** A known count (issue 2 or tests/data/perft-classic.txt), or null where no table goes this deep. */
  readonly expected: number | null;
}

const PERFT_CASES: readonly PerftCase[] = [
  { label: 'start 7×7', fen: 'x5o/7/7/7/7/7/o5x x 0 1', depth: 6, rules: 'classic', expected: 141_865_520 },
  { label: 'start 7×7, arcade', fen: 'x5o/7/7/7/7/7/o5x x 0 1', depth: 6, rules: 'arcade', expected: null },
  {
    label: 'blocked 7×7',
    fen: 'x5o/7/2-1-2/7/2-1-2/7/o5x x 0 1',
    depth: 6,
    rules: 'classic',
    expected: null,
  },
  { label: 'start 5×5', fen: 'x3o/5/5/5/o3x x 0 1', depth: 6, rules: 'classic', expected: 37_542_344 },
  { label: 'start 8×8', fen: 'x6o/8/8/8/8/8/8/o6x x 0 1', depth: 6, rules: 'classic', expected: 163_688_856 },
  { label: 'start 9×9', fen: 'x7o/9/9/9/9/9/9/9/o7x x 0 1', depth: 5, rules: 'classic', expected: null },
];

function position(fen: string): Position {
  const parsed = parseFen(fen);
  if (!parsed.ok) throw new Error(`bench: ${parsed.error}`);
  return parsed.value;
}

const verdict = (nodes: number, expected: number | null): string =>
  expected === null ? '' : nodes === expected ? '✓ table' : `✗ expected ${expected}`;

const perftSection: BenchSection = {
  title: "perft — the engine's bitboards (src/ai/bits), last ply counted; core's Board for comparison",
  run: (runs) => {
    const rows = PERFT_CASES.map((c): BenchRow => {
      const start = position(c.fen);
      const { result, seconds, cpuSeconds } = bestOf(runs, () => bitPerft(start, c.depth, c.rules));
      return {
        label: `${c.label}, depth ${c.depth}`,
        work: result,
        unit: 'nodes',
        seconds,
        cpuSeconds,
        check: verdict(result, c.expected),
      };
    });
    const start = position(PERFT_CASES[0].fen);
    const board = bestOf(runs, () => perft(start, 6, 'classic'));
    rows.push({
      label: 'start 7×7, depth 6, core Board',
      work: board.result,
      unit: 'nodes',
      seconds: board.seconds,
      cpuSeconds: board.cpuSeconds,
      check: verdict(board.result, PERFT_CASES[0].expected),
    });
    return rows;
  },
};

/** The path the game itself uses per move (plain records, outcome checks), to show what it costs. */
const plainRulesSection: BenchSection = {
  title: 'plain rules — legalMoves + applyMove on Position records, every move played',
  run: (runs) => {
    const start = position('x5o/7/7/7/7/7/o5x x 0 1');
    const { result, seconds, cpuSeconds } = bestOf(runs, () => plainPerft(start, 4, 'classic'));
    const check = verdict(result, 155_888);
    return [{ label: 'start 7×7, depth 4', work: result, unit: 'nodes', seconds, cpuSeconds, check }];
  },
};

const SECTIONS: readonly BenchSection[] = [
  perftSection,
  plainRulesSection,
  searchSection,
  uaiSection,
  oxonoSection,
];

const number = (value: number): string => Math.round(value).toLocaleString('en-US');

function printRows(rows: readonly BenchRow[]): void {
  const labelWidth = Math.max(26, ...rows.map((row) => row.label.length));
  const workWidth = Math.max(17, ...rows.map((row) => `${number(row.work)} ${row.unit}`.length));
  console.log(
    `  ${'what'.padEnd(labelWidth)}  ${'work'.padStart(workWidth)}  ${'best s'.padStart(7)}  ${'cpu s'.padStart(7)}  ${'per second'.padStart(12)}  check`,
  );
  for (const row of rows) {
    const rate = row.seconds > 0 ? number(row.work / row.seconds) : '—';
    const cpu = row.cpuSeconds === undefined ? '—' : row.cpuSeconds.toFixed(3);
    console.log(
      `  ${row.label.padEnd(labelWidth)}  ${`${number(row.work)} ${row.unit}`.padStart(workWidth)}  ` +
        `${row.seconds.toFixed(3).padStart(7)}  ${cpu.padStart(7)}  ${rate.padStart(12)}  ${row.check ?? ''}`,
    );
  }
}

function parseArgs(args: readonly string[]): { runs: number; only: string | null } | string {
  let runs = 3;
  let only: string | null = null;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--runs') {
      runs = Number(args[++i]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 20)
        return `--runs must be a whole number from 1 to 20, got "${args[i] ?? ''}"`;
    } else if (args[i] === '--only') {
      only = args[++i] ?? '';
      if (only === '') return '--only needs a word from a section title, e.g. --only perft';
    } else return `unknown argument "${args[i]}" (expected --runs N or --only <word>)`;
  }
  return { runs, only };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (typeof options === 'string') {
    console.error(`bench: ${options}`);
    process.exit(2);
  }
  const sections = SECTIONS.filter((s) => options.only === null || s.title.includes(options.only as string));
  if (sections.length === 0) {
    console.error(`bench: no section title contains "${options.only}"`);
    process.exit(2);
  }
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  console.log(`Infection bench — Node ${process.version}, best of ${options.runs} run(s) per row`);
  console.log(`${cpus().length} cores, load average ${load} (a busy machine inflates wall-clock times)`);
  const busy = loadavg()[0] > cpus().length;
  let failed = false;
  for (const section of sections) {
    console.log(`\n${section.title}`);
    const rows = await section.run(options.runs);
    printRows(rows);
    failed ||= rows.some((row) => row.check?.startsWith('✗'));
    if (section === perftSection) {
      // The issue's figure: the median of the runs, not the best one.
      const start = position(PERFT_CASES[0].fen);
      const perft6 = medianOf(Math.max(options.runs, 5), () => bitPerft(start, 6, 'classic'));
      const met = perft6.seconds <= PERFT6_TARGET_SECONDS ? 'met' : 'NOT met';
      console.log(
        `\nperft 6 from the start (bitboards): median ${perft6.seconds.toFixed(3)} s (cpu ${perft6.cpuSeconds.toFixed(3)} s) ` +
          `of ${Math.max(options.runs, 5)} runs, ${number(perft6.result / perft6.seconds)} nodes/s — ` +
          `target ≤ ${PERFT6_TARGET_SECONDS} s: ${met}`,
      );
      if (busy)
        console.log(
          `(the machine was busy: the wall-clock verdict is unreliable; compare the cpu time instead)`,
        );
    }
  }
  // A wrong node count is a bug, not a slow run: say so in the exit code.
  if (failed) process.exit(1);
}

// The engine is measured as the UAI engine runs it.
widenInlining();
await main();
