/**
 * The load test in miniature: a club and a crowd in their own processes, a few games played at a fast
 * pace for a few seconds. It proves the machinery works (moves go round every connection, nothing is
 * refused or dropped, the club's figures arrive); `npm run club:load` measures.
 */
import { describe, expect, it } from 'vitest';
import { runLoad } from '../../scripts/club-load';
import { DEFAULT_LOAD, loadOptions } from '../../scripts/club-load-options';
import { figures } from '../../scripts/club-load-report';

describe('npm run club:load', () => {
  it('plays a few games with spectators and reports their round trips, with no errors', async () => {
    const lines: string[] = [];
    const [step, ...more] = await runLoad(
      {
        ...DEFAULT_LOAD,
        steps: [4],
        holdMs: 4000,
        moveEveryMs: 250,
        rampPerSecond: 4,
        seed: 7,
        // No database to make: the smoke test proves the machinery, `npm run club:load` measures.
        serverEnv: { CLUB_LOAD_STORE: 'memory' },
      },
      (line) => lines.push(line),
    );
    expect(more).toEqual([]);
    expect(step.report.errorSamples).toEqual([]);
    expect(step.report.errors).toBe(0);
    expect(step.report.games).toBe(4);
    expect(step.report.connections).toBe(12);
    expect(step.report.moves).toBeGreaterThan(4);
    expect(step.report.roundTrips.length).toBeGreaterThan(4);
    const seen = figures(step);
    expect(seen.writesPerSecond).toBeGreaterThan(0);
    expect(seen.cpuPercent).toBeGreaterThan(0);
    expect(lines.some((line) => line.startsWith('| 4 ('))).toBe(true);
  }, 120_000);

  it('refuses a crowd aimed anywhere but loopback, and steps over the bound', async () => {
    await expect(runLoad({ ...DEFAULT_LOAD, url: 'http://example.com:2567' })).rejects.toThrow(/loopback/);
    expect(() => loadOptions(['--steps', '100,5000'])).toThrow(/max-games/);
    expect(loadOptions(['--steps', '20', '--hold', '10s']).holdMs).toBe(10_000);
  });
});
