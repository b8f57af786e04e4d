/**
 * How scripts read their command line (scripts/script-args.ts): numbers are checked, never turned into
 * NaN, and a script given a wrong option stops before any work with its name and the option's.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readNumber } from '../../scripts/script-args';

describe('script arguments', () => {
  it('reads a number within its bounds, or says what it needed', () => {
    expect(readNumber(undefined, 7)).toEqual({ ok: true, value: 7 });
    expect(readNumber('12', 7, { min: 1, whole: true })).toEqual({ ok: true, value: 12 });
    expect(readNumber('0.5', 0, { min: 0 })).toEqual({ ok: true, value: 0.5 });
    expect(readNumber('many', 7)).toEqual({ ok: false, error: 'needs a number, got "many"' });
    expect(readNumber('', 7)).toMatchObject({ ok: false });
    expect(readNumber('2.5', 7, { whole: true })).toMatchObject({ ok: false, error: /whole number/ });
    expect(readNumber('0', 7, { min: 1 })).toMatchObject({ ok: false, error: /at least 1/ });
    expect(readNumber('0', 7, { above: 0 })).toEqual({
      ok: false,
      error: 'needs a number greater than 0, got "0"',
    });
    expect(readNumber('0.01', 7, { above: 0 })).toEqual({ ok: true, value: 0.01 });
  });

  it('stops a script given a bad number or an unknown option, naming both', () => {
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tune-match.ts', ...args], {
        encoding: 'utf8',
      });
    const bad = run('--nodes', 'many');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('tune-match: --nodes needs a whole number of at least 1, got "many"');
    const unknown = run('--node', '10');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^tune-match: .*--node/m);
  });
});
