import { describe, expect, it } from 'vitest';
import {
  afterGame,
  ARCADE_LIFE_BACK_EVERY,
  ARCADE_LIVES,
  ARCADE_MAX_LIVES,
  cycleInitial,
  enterTable,
  initialsDone,
  moveInitialsCursor,
  qualifies,
  startInitials,
  startRun,
  typeInitial,
  type ArcadeEntry,
} from '../../src/core/arcade';
import { drawn, lost, won } from '../support/score';

const entry = (initials: string, score: number): ArcadeEntry => ({
  initials,
  score,
  cleared: 1,
  date: '2026-11-29',
});

describe('the arcade run', () => {
  it('starts at level 1 with three lives', () => {
    expect(startRun()).toEqual({ levelIndex: 0, lives: 3, score: 0, cleared: 0 });
    expect(ARCADE_LIVES).toBe(3);
  });

  it('moves on and adds the score after a win; replays the level for a life after a loss', () => {
    let step = afterGame(startRun(), won(30), 40);
    expect(step).toEqual({
      run: { levelIndex: 1, lives: 3, score: 30, cleared: 1 },
      step: 'next-level',
      ended: false,
    });
    step = afterGame(step.run, lost(12), 40);
    expect(step).toEqual({
      run: { levelIndex: 1, lives: 2, score: 30, cleared: 1 },
      step: 'retry',
      ended: false,
    });
    step = afterGame(step.run, won(25), 40);
    expect(step.run).toEqual({ levelIndex: 2, lives: 2, score: 55, cleared: 2 });
  });

  it("brings the lives back to three for clearing every tenth level (a world's boss)", () => {
    const run = { levelIndex: 9, lives: 1, score: 100, cleared: 9 };
    expect(afterGame(run, won(20), 40).run).toEqual({ levelIndex: 10, lives: 3, score: 120, cleared: 10 });
    expect(afterGame({ ...run, levelIndex: 8 }, won(20), 40).run.lives).toBe(1);
    expect(afterGame({ ...run, levelIndex: 19, lives: 2 }, won(20), 40).run.lives).toBe(ARCADE_LIVES);
    expect(afterGame(run, lost(20), 40).run.lives).toBe(0);
  });

  it('gives an extra life each time the total passes a multiple of 300, keeping up to five', () => {
    expect(ARCADE_LIFE_BACK_EVERY).toBe(300);
    expect(ARCADE_MAX_LIVES).toBe(5);
    const run = { levelIndex: 4, lives: 1, score: 290, cleared: 4 };
    expect(afterGame(run, won(9), 40).run.lives).toBe(1);
    expect(afterGame(run, won(10), 40).run).toEqual({ levelIndex: 5, lives: 2, score: 300, cleared: 5 });
    // A boss won with the full-board bonus passes 600 on the way to 710.
    expect(afterGame({ ...run, score: 580 }, won(130), 40).run.lives).toBe(2);
    expect(afterGame({ ...run, lives: 3 }, won(40), 40).run.lives).toBe(4);
    expect(afterGame({ ...run, lives: 5 }, won(40), 40).run.lives).toBe(ARCADE_MAX_LIVES);
    // Lost and drawn games add nothing, so they give nothing back.
    expect(afterGame({ ...run, lives: 2 }, lost(40), 40).run.lives).toBe(1);
    expect(afterGame({ ...run, lives: 2 }, drawn(40), 40).run.lives).toBe(2);
  });

  it('keeps extra lives past a boss, whose refill only tops the lives up to three', () => {
    const boss = { levelIndex: 9, lives: 4, score: 100, cleared: 9 };
    expect(afterGame(boss, won(20), 40).run.lives).toBe(4);
    expect(afterGame({ ...boss, lives: 5, score: 290 }, won(20), 40).run.lives).toBe(5);
  });

  it('ends when the last life is lost', () => {
    let run = startRun();
    const steps = [];
    for (let i = 0; i < 3; i++) {
      const next = afterGame(run, lost(5), 40);
      steps.push(next.step);
      run = next.run;
    }
    expect(steps).toEqual(['retry', 'retry', 'game-over']);
    expect(run.lives).toBe(0);
  });

  it('ends when every level is cleared', () => {
    let run = startRun();
    let last = afterGame(run, won(1), 3);
    for (let i = 0; i < 3; i++) {
      last = afterGame(run, won(10), 3);
      run = last.run;
    }
    expect(last).toEqual({
      run: { levelIndex: 3, lives: 3, score: 30, cleared: 3 },
      step: 'cleared-all',
      ended: true,
    });
  });
});

describe('the arcade table', () => {
  const full = Array.from({ length: 10 }, (_, i) => entry('AAA', 1000 - i * 100));

  it('lets any positive score in while there is room, and after that only a better one', () => {
    expect(qualifies([], 1)).toBe(true);
    expect(qualifies([], 0)).toBe(false);
    expect(qualifies(full, 100)).toBe(false);
    expect(qualifies(full, 101)).toBe(true);
  });

  it('puts a new entry in its place, below older equal scores, and keeps ten', () => {
    const { table, rank } = enterTable(full, entry('NEW', 500));
    expect(rank).toBe(7);
    expect(table).toHaveLength(10);
    expect(table.map((e) => e.score)).toEqual([1000, 900, 800, 700, 600, 500, 500, 400, 300, 200]);
    expect(table[6].initials).toBe('NEW');
    expect(enterTable(full, entry('TOP', 5000)).rank).toBe(1);
    expect(enterTable([], entry('ONE', 3))).toEqual({ table: [entry('ONE', 3)], rank: 1 });
  });

  it('refuses entries that did not make it or have bad initials', () => {
    expect(enterTable(full, entry('LOW', 50)).rank).toBeNull();
    expect(enterTable([], entry('ab1', 50))).toEqual({ table: [], rank: null });
  });

  it('takes three initials arcade style', () => {
    let initials = startInitials();
    initials = cycleInitial(initials, -1);
    expect(initials.letters).toBe('ZAA');
    initials = moveInitialsCursor(initials, 1);
    initials = cycleInitial(cycleInitial(initials, 1), 1);
    expect(initials.letters).toBe('ZCA');
    initials = typeInitial(initials, 'q');
    expect(initials).toEqual({ letters: 'ZQA', cursor: 2 });
    expect(typeInitial(initials, '7')).toEqual(initials);
    initials = typeInitial(initials, 'x');
    expect(initialsDone(initials)).toBe(true);
    expect(initials.letters).toBe('ZQX');
    expect(startInitials('JOE').letters).toBe('JOE');
    expect(startInitials('bad').letters).toBe('AAA');
  });

  it('replays the level after a draw without costing a life or adding to the score', () => {
    const run = { ...startRun(), levelIndex: 4, score: 120 };
    const after = afterGame(run, drawn(24), 40);
    expect(after).toEqual({ run, step: 'retry', ended: false });
    const lastLife = afterGame({ ...run, lives: 1 }, drawn(24), 40);
    expect(lastLife.ended).toBe(false);
    expect(lastLife.run.lives).toBe(1);
  });
});
