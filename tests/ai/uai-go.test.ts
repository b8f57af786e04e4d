/**
 * The limits a UAI `go` hands the search for each combination of its parameters, the answer at once
 * for a forced move on the clock, and the backstop answer for a search that is late. Logic only: the
 * session is pure, and no test here measures time.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, moveToText, parseFen, startPosition, type Position } from '../../src/core';
import { goTime } from '../../src/ai/clock';
import type { SearchResult } from '../../src/ai/types';
import { UaiSession, UAI_RULES, type UaiEffect, type UaiSearchJob } from '../../src/ai/uai';

const fen = (text: string): Position => {
  const parsed = parseFen(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

/** Sends lines; returns the printed lines and the search jobs started. */
function run(session: UaiSession, ...lines: string[]): { printed: string[]; jobs: UaiSearchJob[] } {
  const printed: string[] = [];
  const jobs: UaiSearchJob[] = [];
  const apply = (effects: UaiEffect[]) => {
    for (const effect of effects) {
      if (effect.kind === 'print') printed.push(effect.line);
      else if (effect.kind === 'search') jobs.push(effect.job);
    }
  };
  for (const line of lines) apply(session.receive(line));
  return { printed, jobs };
}

/** The one job a `go` starts (after `position`). */
function jobOf(go: string, position = 'position startpos'): UaiSearchJob {
  const { jobs } = run(new UaiSession(), position, go);
  expect(jobs).toHaveLength(1);
  return jobs[0];
}

const afterG2 = (() => {
  const session = new UaiSession();
  session.receive('position startpos moves g2');
  return session.current;
})();

describe('the limits of a go', () => {
  it('gives x (black) its btime and binc, and o (white) its wtime and winc', () => {
    const go = 'go wtime 3000 btime 60000 winc 30 binc 500';
    const numbers = { wtime: 3000, btime: 60_000, winc: 30, binc: 500 };
    const x = jobOf(go);
    expect(x.limits).toEqual(goTime(numbers, startPosition(), 20).limits);
    expect(x.answerWithinMs).toBe(goTime(numbers, startPosition(), 20).answerWithinMs);
    const o = jobOf(go, 'position startpos moves g2');
    expect(o.position.turn).toBe('o');
    expect(o.limits).toEqual(goTime(numbers, afterG2, 20).limits);
    expect(o.limits.softMs).toBeLessThan(x.limits.softMs ?? 0);
  });

  it('respects movestogo and the move overhead', () => {
    const ten = jobOf('go wtime 10000 btime 10000 movestogo 10');
    const thirty = jobOf('go wtime 10000 btime 10000 movestogo 30');
    expect(ten.limits.softMs).toBeGreaterThan(thirty.limits.softMs ?? Infinity);
    const { jobs } = run(
      new UaiSession(),
      'setoption name MoveOverhead value 500',
      'go btime 10000 movestogo 10',
    );
    expect(jobs[0].limits).toEqual(goTime({ btime: 10_000, movestogo: 10 }, startPosition(), 500).limits);
    expect(jobs[0].limits.softMs).toBeLessThan(ten.limits.softMs ?? 0);
  });

  it('combines depth and nodes with a clock, and gives a movetime precedence over the clocks', () => {
    const both = jobOf('go depth 7 nodes 90000 wtime 5000 btime 5000');
    expect(both.limits).toEqual({
      depth: 7,
      nodes: 90_000,
      ...goTime({ wtime: 5000, btime: 5000 }, startPosition(), 20).limits,
    });
    const fixed = jobOf('go movetime 250 wtime 5000 btime 5000 winc 100 binc 100');
    expect(fixed.limits).toEqual({ timeMs: 245, spendAll: true });
    expect(fixed.answerWithinMs).toBe(249);
  });

  it('sets no time and no backstop for depth, nodes or infinite alone', () => {
    expect(jobOf('go depth 5')).not.toHaveProperty('answerWithinMs');
    expect(jobOf('go nodes 1000').limits).toEqual({ nodes: 1000 });
    const infinite = jobOf('go infinite wtime 1000 btime 1000 depth 3');
    expect(infinite.limits).toEqual({});
    expect(infinite).not.toHaveProperty('answerWithinMs');
  });
});

describe('a forced move on the clock', () => {
  const forced = 'position fen xo1oo/ooooo/ooooo/ooooo/ooooo x 0 1';

  it('is answered at once, without a search', () => {
    const position = fen('xo1oo/ooooo/ooooo/ooooo/ooooo x 0 1');
    const [only] = legalMoves(position, UAI_RULES);
    expect(legalMoves(position, UAI_RULES)).toHaveLength(1);
    for (const go of ['go wtime 1000 btime 1000', 'go movetime 500']) {
      const { printed, jobs } = run(new UaiSession(), forced, go);
      expect(jobs).toHaveLength(0);
      expect(printed).toEqual([`bestmove ${moveToText(only, 5, 5)}`]);
    }
  });

  it('is still searched when a depth or nodes asks for one', () => {
    expect(run(new UaiSession(), forced, 'go depth 3 wtime 1000 btime 1000').jobs).toHaveLength(1);
  });
});

describe('a search that is late', () => {
  const info = (move: number): SearchResult => ({
    move,
    depth: 3,
    score: 0,
    nodes: 10,
    timeMs: 1,
    pv: [move],
  });

  it("is answered with the last completed iteration's move, and its own answer is then ignored", () => {
    const session = new UaiSession();
    const { jobs } = run(session, 'go wtime 1000 btime 1000');
    const [first, second] = legalMoves(startPosition(), UAI_RULES);
    session.searchInfo(jobs[0].id, info(second));
    const effects = session.searchOverdue(jobs[0].id);
    expect(effects).toContainEqual({ kind: 'stop', thenQuit: false });
    expect(effects).toContainEqual({ kind: 'print', line: `bestmove ${moveToText(second, 7, 7)}` });
    expect(session.searching).toBe(false);
    expect(session.searchDone(jobs[0].id, info(first))).toEqual([]);
  });

  it('is answered with a legal move even before its first iteration', () => {
    const session = new UaiSession();
    const { jobs } = run(session, 'go movetime 10');
    const line = session.searchOverdue(jobs[0].id).find((e) => e.kind === 'print');
    const text = line?.kind === 'print' ? line.line.split(' ')[1] : '';
    const legal = legalMoves(startPosition(), UAI_RULES).map((m) => moveToText(m, 7, 7));
    expect(legal).toContain(text);
  });

  it('runs what waited for it, and leaves go infinite and finished searches alone', () => {
    const session = new UaiSession();
    const { jobs } = run(session, 'go movetime 10', 'go movetime 20');
    expect(jobs).toHaveLength(1);
    const next = session.searchOverdue(jobs[0].id).filter((e) => e.kind === 'search');
    expect(next).toHaveLength(1);
    expect(session.searchOverdue(jobs[0].id)).toEqual([]);
    const infinite = new UaiSession();
    const started = run(infinite, 'go infinite').jobs[0];
    expect(infinite.searchOverdue(started.id)).toEqual([]);
  });
});
