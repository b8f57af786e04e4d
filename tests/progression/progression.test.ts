import { describe, expect, it } from 'vitest';
import { campaignLevels, parseLevel, type Campaign, type Level } from '../../src/core/level';
import {
  campaignTotal,
  frontier,
  isUnlocked,
  medalFor,
  medalScores,
  nextLevel,
  progressOf,
  recordMedal,
  recordResult,
  type LevelRecords,
} from '../../src/core/progression';
import { lost, won } from '../support/score';

function level(id: string, par: number | undefined, boss = false): Level {
  const parsed = parseLevel(`levels/${id}.json`, {
    name: id,
    board: ['x...o', '.....', '.....', '.....', 'o...x'],
    opponent: { name: 'Colony', strength: 1, intro: 'Hello there' },
    boss,
    ...(par === undefined ? {} : { par }),
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value;
}

const campaign: Campaign = {
  worlds: [
    { id: 'w1', name: 'One', levels: [level('a1', 20), level('a2', 20), level('a3', 20, true)] },
    { id: 'w2', name: 'Two', levels: [level('b1', undefined), level('b2', 40, true)] },
  ],
};
const [a1, a2, a3, b1] = campaignLevels(campaign);

describe('progression', () => {
  it('opens level 1 only, then each level when the one before it is won', () => {
    let records: LevelRecords = {};
    expect(campaignLevels(campaign).map((l) => isUnlocked(campaign, records, l.id))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    records = recordResult(campaign, records, a1, lost(10)).records;
    expect(isUnlocked(campaign, records, a2.id)).toBe(false);
    const result = recordResult(campaign, records, a1, won(18));
    expect(result.unlocked?.id).toBe('a2');
    records = result.records;
    expect(isUnlocked(campaign, records, a2.id)).toBe(true);
    expect(isUnlocked(campaign, records, a3.id)).toBe(false);
    records = recordResult(campaign, records, a2, won(20)).records;
    records = recordResult(campaign, records, a3, won(20)).records;
    expect(isUnlocked(campaign, records, b1.id)).toBe(true);
    expect(isUnlocked(campaign, records, 'nowhere')).toBe(false);
  });

  it('keeps the best score of a won game and flags a new best', () => {
    let records: LevelRecords = {};
    const lostGame = recordResult(campaign, records, a1, lost(24));
    expect(lostGame.newBest).toBe(false);
    expect(lostGame.records.a1).toEqual({ best: 0, wins: 0, plays: 1 });
    const first = recordResult(campaign, lostGame.records, a1, won(15));
    expect([first.newBest, first.previousBest]).toEqual([true, 0]);
    const worse = recordResult(campaign, first.records, a1, won(13));
    expect([worse.newBest, worse.records.a1]).toEqual([false, { best: 15, wins: 2, plays: 3 }]);
    const better = recordResult(campaign, worse.records, a1, won(19));
    expect([better.newBest, better.previousBest, better.records.a1.best]).toEqual([true, 15, 19]);
    records = recordResult(campaign, better.records, a1, won(19)).records;
    expect(records.a1.best).toBe(19);
    expect(recordResult(campaign, records, a1, won(19)).newBest).toBe(false);
  });

  it('adds up the campaign total from won levels only', () => {
    let records: LevelRecords = {};
    records = recordResult(campaign, records, a1, won(18)).records;
    records = recordResult(campaign, records, a2, won(22)).records;
    records = recordResult(campaign, records, a3, lost(24)).records;
    expect(campaignTotal(campaign, records)).toBe(40);
    expect(campaignTotal(campaign, { ...records, stray: { best: 99, wins: 1, plays: 1 } })).toBe(40);
  });

  it('gives gold at par, silver from 75% of par, bronze for any other win', () => {
    expect(medalFor(a1, 25)).toBe('gold');
    expect(medalFor(a1, 20)).toBe('gold');
    expect(medalFor(a1, 19)).toBe('silver');
    expect(medalFor(a1, 15)).toBe('silver');
    expect(medalFor(a1, 14)).toBe('bronze');
    expect(medalFor(a1, 30, false)).toBeNull();
    expect(medalFor(b1, 99)).toBe('bronze');
    expect(recordMedal(a1, { best: 0, wins: 0, plays: 4 })).toBeNull();
    expect(recordMedal(a1, undefined)).toBeNull();
    const result = recordResult(campaign, {}, a1, won(16));
    expect(result.medal).toBe('silver');
    const levels = campaignLevels(campaign);
    expect(progressOf(levels, result.records)).toEqual({
      won: 1,
      levels: 5,
      medals: { gold: 0, silver: 1, bronze: 0 },
    });
  });

  it('names the scores that earn gold and silver, the same thresholds medalFor applies', () => {
    expect(medalScores(a1)).toEqual({ gold: 20, silver: 15 });
    const { gold, silver } = medalScores(a1)!;
    expect(medalFor(a1, gold)).toBe('gold');
    expect(medalFor(a1, silver)).toBe('silver');
    expect(medalFor(a1, silver - 1)).toBe('bronze');
    expect(medalScores(b1)).toBeNull();
  });

  it('finds the next level and where Continue goes', () => {
    expect(nextLevel(campaign, 'a3')?.id).toBe('b1');
    expect(nextLevel(campaign, 'b2')).toBeNull();
    let records: LevelRecords = {};
    expect(frontier(campaign, records)?.id).toBe('a1');
    records = recordResult(campaign, records, a1, won(18)).records;
    expect(frontier(campaign, records)?.id).toBe('a2');
  });
});
