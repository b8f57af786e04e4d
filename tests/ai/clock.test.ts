/**
 * Time management as logic: the clock budgets, when to deepen again, and the limits of a `go`. No test
 * here measures time (the timing script, `npm run uai:timing`, does that).
 */
import { describe, expect, it } from 'vitest';
import { parseFen, startPosition, type Position } from '../../src/core';
import {
  clockBudget,
  deepenAgain,
  goTime,
  movetimeDeadline,
  sharpness,
  startedLate,
  type IterationReport,
} from '../../src/ai/clock';
import { Searcher } from '../../src/ai/search';

const fen = (text: string): Position => {
  const parsed = parseFen(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};
const start = startPosition();
const late = fen('xxxxxxx/ooooooo/xxxxxxx/ooooooo/xxxxxxx/oooo3/xxxx3 x 0 30');

describe('the clock budget', () => {
  it('keeps soft below hard, and hard below the clock less the overhead', () => {
    for (const position of [start, late]) {
      for (const timeMs of [200, 1000, 10_000, 60_000, 600_000]) {
        for (const incMs of [0, 10, 100, 5000]) {
          for (const movesToGo of [undefined, 1, 2, 10, 40]) {
            for (const overhead of [0, 20, 100]) {
              const { softMs, hardMs } = clockBudget({ timeMs, incMs, movesToGo }, position, overhead);
              const what = `${timeMs}+${incMs} mtg ${movesToGo} overhead ${overhead}`;
              expect(softMs, what).toBeGreaterThanOrEqual(0);
              expect(softMs, what).toBeLessThan(hardMs);
              expect(hardMs, what).toBeLessThan(timeMs - overhead);
            }
          }
        }
      }
    }
  });

  it('spends more with more time, more increment, fewer moves to go or fewer empty squares', () => {
    const soft = (timeMs: number, incMs: number, movesToGo?: number, position = start) =>
      clockBudget({ timeMs, incMs, movesToGo }, position, 20).softMs;
    const base = soft(60_000, 0);
    expect(soft(120_000, 0)).toBeGreaterThan(base);
    expect(soft(60_000, 1000)).toBeGreaterThan(base);
    expect(soft(60_000, 0, 10)).toBeGreaterThan(soft(60_000, 0, 30));
    expect(soft(60_000, 0, undefined, late)).toBeGreaterThan(base);
  });

  it('lives on the increment when the clock is short, without reaching into the clock', () => {
    // 2 s left and 1 s a move: the increment is what a move lives on.
    const { softMs, hardMs } = clockBudget({ timeMs: 2000, incMs: 1000 }, start, 20);
    expect(softMs).toBeGreaterThan(5 * clockBudget({ timeMs: 2000, incMs: 0 }, start, 20).softMs);
    expect(hardMs).toBeLessThanOrEqual((2000 - 20) / 2);
  });

  it('shares the time over exactly the moves to go, and spends most of it on the last one', () => {
    // Half a tenth of the clock less the cushion (300 ms) kept from every budget.
    const ten = clockBudget({ timeMs: 10_000, incMs: 0, movesToGo: 10 }, start, 0);
    expect(ten.softMs).toBe((10_000 - 300) / 10 / 2);
    const last = clockBudget({ timeMs: 10_000, incMs: 0, movesToGo: 1 }, start, 20);
    expect(last.softMs).toBeGreaterThanOrEqual((10_000 - 400) / 2);
    expect(last.hardMs).toBeLessThan(10_000 - 20);
    // Without movestogo the same clock must last the game.
    expect(clockBudget({ timeMs: 10_000, incMs: 0 }, start, 20).softMs).toBeLessThan(last.softMs / 5);
  });

  it('keeps a cushion on the clock even when living on a large increment', () => {
    for (const timeMs of [400, 800, 1500, 3000]) {
      const { hardMs } = clockBudget({ timeMs, incMs: 1000 }, late, 20);
      expect(timeMs - 20 - hardMs).toBeGreaterThanOrEqual(Math.min(timeMs / 4, 300));
    }
  });

  it('answers after the first iteration when nothing is left to spend', () => {
    for (const timeMs of [0, 10, 20, -300]) {
      expect(clockBudget({ timeMs, incMs: 0 }, start, 20)).toEqual({ softMs: 0, hardMs: 1 });
    }
  });
});

const report = (over: Partial<IterationReport> = {}): IterationReport => ({
  depth: 10,
  score: 50,
  previousScore: 40,
  moveChanged: false,
  stableIterations: 2,
  parityScore: 50,
  ...over,
});

describe('deepening again', () => {
  const clock = { timeMs: 500, softMs: 100 };

  it('goes on without a time limit', () => {
    expect(deepenAgain({}, 1e9, report())).toBe(true);
    expect(deepenAgain({ nodes: 100 }, 1e9, report())).toBe(true);
  });

  it('stops at the soft budget in an ordinary position', () => {
    expect(deepenAgain(clock, 90, report())).toBe(true);
    expect(deepenAgain(clock, 110, report())).toBe(false);
  });

  it('takes longer when the best move just changed or the score fell', () => {
    expect(deepenAgain(clock, 150, report({ moveChanged: true, stableIterations: 0 }))).toBe(true);
    expect(deepenAgain(clock, 140, report({ parityScore: 150 }))).toBe(true);
    expect(deepenAgain(clock, 140, report())).toBe(false);
    expect(sharpness(report({ moveChanged: true }))).toBeGreaterThan(sharpness(report()));
    expect(sharpness(report({ parityScore: 250 }))).toBeGreaterThan(sharpness(report({ parityScore: 100 })));
  });

  it('cuts short when the best move has held for many iterations', () => {
    expect(deepenAgain(clock, 70, report({ stableIterations: 8 }))).toBe(false);
    expect(deepenAgain(clock, 70, report({ stableIterations: 1 }))).toBe(true);
  });

  it('never deepens past the hard budget, however sharp the position', () => {
    const sharp = report({ moveChanged: true, stableIterations: 0, parityScore: 1000 });
    expect(deepenAgain({ timeMs: 120, softMs: 100 }, 125, sharp)).toBe(false);
  });

  it('judges nothing by the first shallow iterations', () => {
    expect(sharpness(report({ depth: 2, moveChanged: true, parityScore: 500 }))).toBe(1);
  });

  it('spends a fixed move time in full, and keeps the game quick otherwise', () => {
    expect(deepenAgain({ timeMs: 100, spendAll: true }, 95, report())).toBe(true);
    expect(deepenAgain({ timeMs: 100 }, 40, report())).toBe(true);
    expect(deepenAgain({ timeMs: 100 }, 50, report())).toBe(false);
  });

  it('is what the search asks: with no soft time left it stops after the first iteration', () => {
    const searcher = new Searcher({ hashMb: 1 });
    expect(searcher.search(start, 'classic', { timeMs: 600_000, softMs: 0 }).depth).toBe(1);
    expect(searcher.search(start, 'classic', { timeMs: 600_000, depth: 3 }).depth).toBe(3);
  });
});

describe('a late start', () => {
  it('takes the delay off both budgets, never below 1 ms of search', () => {
    expect(startedLate({ timeMs: 100, softMs: 40 }, 30)).toEqual({ timeMs: 70, softMs: 10 });
    expect(startedLate({ timeMs: 100, softMs: 40 }, 300)).toEqual({ timeMs: 1, softMs: 0 });
    expect(startedLate({ timeMs: 100, spendAll: true }, 5)).toEqual({ timeMs: 95, spendAll: true });
    expect(startedLate({ nodes: 5 }, 50)).toEqual({ nodes: 5 });
    expect(startedLate({ timeMs: 100 }, -5)).toEqual({ timeMs: 100 });
  });
});

describe('the time of a go', () => {
  it('spends a movetime up to a deadline a little before it, answering by then at the latest', () => {
    expect(movetimeDeadline(1000)).toBe(995);
    expect(movetimeDeadline(100)).toBe(98);
    expect(movetimeDeadline(10)).toBe(9);
    expect(movetimeDeadline(1)).toBe(1);
    expect(goTime({ movetime: 100, wtime: 5000, btime: 5000 }, start, 20)).toEqual({
      limits: { timeMs: 98, spendAll: true },
      answerWithinMs: 99,
    });
  });

  it("reads the side to move's own clock (x is black) with a backstop within the clock", () => {
    const go = { wtime: 1000, btime: 100_000, winc: 0, binc: 0 };
    const x = goTime(go, start, 20);
    const o = goTime(go, fen('x5o/7/7/7/7/7/o5x o 0 1'), 20);
    expect(x.limits.timeMs).toBeGreaterThan(1000);
    expect(o.limits.timeMs).toBeLessThan(500);
    for (const { limits, answerWithinMs } of [x, o]) {
      expect(limits.softMs).toBeLessThan(limits.timeMs ?? 0);
      expect(answerWithinMs).toBeGreaterThanOrEqual(limits.timeMs ?? Infinity);
    }
    expect(o.answerWithinMs).toBeLessThanOrEqual(1000 - 20);
  });

  it('has no time limit without a clock or movetime', () => {
    expect(goTime({}, start, 20)).toEqual({ limits: {} });
    expect(goTime({ wtime: 1000 }, start, 20)).toEqual({ limits: {} });
  });
});
