/**
 * The closing lines of `npm test` (scripts/test.sh), which runs Vitest seven times (unit, the browser
 * files in three lanes, the fault tests in three): the ten slowest files of the whole suite, then one `vitest: N passed, N failed, N
 * skipped` line over every run. Reads the JSON lines tests/support/plain-summary-reporter.ts appends to
 * VITEST_SUMMARY_FILE; a run that printed no line (it crashed before its end) counts as one failure.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface RunSummary {
  passed: number;
  failed: number;
  skipped: number;
  files: { file: string; ms: number }[];
}

const { values } = parseArgs({ options: { file: { type: 'string' }, runs: { type: 'string' } } });
if (!values.file || !values.runs) throw new Error('usage: test-summary --file <summary file> --runs <count>');
const text = (() => {
  try {
    return readFileSync(values.file, 'utf8');
  } catch {
    return '';
  }
})();
const runs = text
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as RunSummary);
const missing = Math.max(0, Number(values.runs) - runs.length);
const total = (key: 'passed' | 'failed' | 'skipped'): number => runs.reduce((sum, run) => sum + run[key], 0);
const slowest = runs
  .flatMap((run) => run.files)
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 10);
if (missing > 0) console.log(`${missing} of the ${values.runs} Vitest runs ended without a summary`);
console.log(`slowest files: ${slowest.map((s) => `${s.file} ${(s.ms / 1000).toFixed(0)} s`).join(', ')}`);
console.log(
  `vitest: ${total('passed')} passed, ${total('failed') + missing} failed, ${total('skipped')} skipped`,
);
