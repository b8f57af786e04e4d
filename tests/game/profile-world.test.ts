import { describe, expect, it } from 'vitest';
import { campaignLevels } from '../../src/core/level';
import type { Profile } from '../../src/net/ratings';
import { campaign } from '../../src/game/base/campaign-data';
import { PROFILE_WORLD_ROWS, profileWorldLines } from '../../src/game/online/profile-world';

const levels = campaignLevels(campaign);
const base: Profile = { name: 'Ada', createdAt: 0, pools: [], wins: 0, draws: 0, losses: 0, recent: [] };

describe("a profile's world sections", () => {
  it('are left out when the club does not send them', () => {
    expect(profileWorldLines(base, levels)).toEqual([]);
  });

  it('list the best level scores first, named by their place in the campaign, and the arcade runs', () => {
    const [first, second] = levels;
    const profile: Profile = {
      ...base,
      levelBests: [
        { levelId: first.id, points: 10, at: 0 },
        { levelId: second.id, points: 90, at: 0 },
        { levelId: 'gone-01', points: 50, at: 0 },
        { levelId: first.id, points: 5, at: 0 },
      ],
      arcadeRuns: [{ initials: 'ACE', points: 900, cleared: 12, at: 0 }],
    };
    const [bests, runs] = profileWorldLines(profile, levels);
    expect(bests.heading).toBe('Best level scores');
    expect(bests.rows).toHaveLength(PROFILE_WORLD_ROWS);
    expect(bests.rows[0]).toBe(`2. ${second.name} · 90 points`);
    expect(bests.rows[1]).toBe('gone-01 · 50 points');
    expect(runs.rows).toEqual(['Arcade run ACE · 900 points']);
  });
});
