import { describe, expect, it } from 'vitest';
import { startPosition } from '../../src/core';
import type { Campaign, Level } from '../../src/core/level';
import { recordGame } from '../../src/game/store/match-record';
import { SAVE_VERSION, type SaveData } from '../../src/game/store/schema';
import { DEFAULT_SETTINGS } from '../../src/game/base/settings';
import { lost, won as win } from '../support/score';

const level = (id: string, par = 20): Level => ({
  id,
  name: id,
  start: startPosition(),
  opponent: { name: 'Colony', strength: 1 },
  boss: false,
  rules: 'arcade',
  par,
});
const campaign: Campaign = {
  worlds: [{ id: 'w1', name: 'One', levels: [level('a'), level('b'), level('c')] }],
};
const [a, b, c] = campaign.worlds[0].levels;

const save = (overrides: Partial<SaveData> = {}): SaveData => ({
  version: SAVE_VERSION,
  settings: DEFAULT_SETTINGS,
  levels: {},
  arcadeTable: [],
  arcadeRun: null,
  current: {
    mode: 'level',
    levelId: 'a',
    rules: 'arcade',
    start: 'x5o/7/7/7/7/7/o5x x 0 1',
    moves: [],
    opponent: 1,
    seed: 1,
  },
  ...overrides,
});
const loss = lost(3);

describe('recording a finished game', () => {
  it('clears the game in progress and records a campaign win with its best and medal', () => {
    const record = recordGame(save(), campaign, 'level', a, win(25));
    expect(record.data.current).toBeNull();
    expect(record.data.levels.a).toEqual({ best: 25, wins: 1, plays: 1 });
    expect(record).toMatchObject({ newBest: true, best: 25, medal: 'gold', nextLevelId: 'b', arcade: null });
  });

  it('keeps a better earlier best and announces no new one', () => {
    const record = recordGame(
      save({ levels: { a: { best: 30, wins: 1, plays: 2 } } }),
      campaign,
      'level',
      a,
      win(22),
    );
    expect(record.data.levels.a).toEqual({ best: 30, wins: 2, plays: 3 });
    expect(record.newBest).toBe(false);
    expect(record.best).toBe(30);
  });

  it('counts a lost game as played and offers no next level', () => {
    const record = recordGame(save(), campaign, 'level', b, loss);
    expect(record.data.levels.b).toEqual({ best: 0, wins: 0, plays: 1 });
    expect(record.nextLevelId).toBeNull();
    expect(record.medal).toBeNull();
  });

  it('moves an arcade run on after a win and costs a life after a loss', () => {
    const run = { levelIndex: 0, lives: 3, score: 0, cleared: 0 };
    const won = recordGame(save({ arcadeRun: run }), campaign, 'arcade', a, win(25));
    expect(won.data.arcadeRun).toEqual({ levelIndex: 1, lives: 3, score: 25, cleared: 1 });
    expect(won.arcade?.step).toBe('next-level');
    const lost = recordGame(save({ arcadeRun: won.data.arcadeRun }), campaign, 'arcade', b, loss);
    expect(lost.data.arcadeRun).toEqual({ levelIndex: 1, lives: 2, score: 25, cleared: 1 });
    expect(lost.arcade?.step).toBe('retry');
  });

  it('says how many lives a won game gave back, and none after a loss or a plain win', () => {
    const plain = recordGame(
      save({ arcadeRun: { levelIndex: 0, lives: 2, score: 0, cleared: 0 } }),
      campaign,
      'arcade',
      a,
      win(25),
    );
    expect(plain.arcade?.livesBack).toBe(0);
    // The run's total passes 300: a lost life comes back.
    const mark = recordGame(
      save({ arcadeRun: { levelIndex: 0, lives: 2, score: 290, cleared: 0 } }),
      campaign,
      'arcade',
      a,
      win(25),
    );
    expect(mark.arcade?.run.lives).toBe(3);
    expect(mark.arcade?.livesBack).toBe(1);
    const lostGame = recordGame(
      save({ arcadeRun: { levelIndex: 0, lives: 2, score: 290, cleared: 0 } }),
      campaign,
      'arcade',
      a,
      loss,
    );
    expect(lostGame.arcade?.livesBack).toBe(0);
  });

  it('ends the run on the last life and after the last level, leaving no run behind', () => {
    const lastLife = recordGame(
      save({ arcadeRun: { levelIndex: 1, lives: 1, score: 40, cleared: 1 } }),
      campaign,
      'arcade',
      b,
      loss,
    );
    expect(lastLife.arcade).toMatchObject({ step: 'game-over', ended: true });
    expect(lastLife.arcade?.run.score).toBe(40);
    expect(lastLife.data.arcadeRun).toBeNull();
    const cleared = recordGame(
      save({ arcadeRun: { levelIndex: 2, lives: 2, score: 40, cleared: 2 } }),
      campaign,
      'arcade',
      c,
      win(10),
    );
    expect(cleared.arcade).toMatchObject({ step: 'cleared-all', ended: true });
    expect(cleared.arcade?.run).toEqual({ levelIndex: 3, lives: 2, score: 50, cleared: 3 });
  });

  it('keeps no score for Versus', () => {
    const record = recordGame(
      save({ levels: { a: { best: 9, wins: 1, plays: 1 } } }),
      campaign,
      'versus',
      a,
      win(49),
    );
    expect(record.data.levels).toEqual({ a: { best: 9, wins: 1, plays: 1 } });
    expect(record.data.current).toBeNull();
    expect(record.newBest).toBe(false);
  });
});
