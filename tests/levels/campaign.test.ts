import { describe, expect, it } from 'vitest';
import { campaignLevels } from '../../src/core/level';
import { openSquares } from '../../src/core/level-check';
import { campaign as bundled } from '../../src/game/base/campaign-data';
import { checkLevelsFolder } from '../../scripts/levels-check';

const { campaign } = checkLevelsFolder('levels');
const levels = campaignLevels(campaign);

describe('the campaign', () => {
  it('has at least 40 levels in at least 4 worlds, each ending with a boss', () => {
    expect(levels.length).toBeGreaterThanOrEqual(40);
    expect(campaign.worlds.length).toBeGreaterThanOrEqual(4);
    for (const world of campaign.worlds) {
      expect(world.levels.at(-1)?.boss, world.id).toBe(true);
      expect(
        world.levels.filter((level) => level.boss),
        world.id,
      ).toHaveLength(1);
    }
  });

  it('uses boards from 5×5 to 9×9, square and not', () => {
    const sizes = levels.map((level) => [level.start.width, level.start.height]);
    expect(Math.min(...sizes.flat())).toBe(5);
    expect(Math.max(...sizes.flat())).toBe(9);
    expect(sizes.some(([w, h]) => w === 9 && h === 9)).toBe(true);
    expect(sizes.filter(([w, h]) => w !== h).length).toBeGreaterThanOrEqual(6);
  });

  it('grows the blocked layouts from open dishes to dense mazes', () => {
    const blockedShare = (world: number): number => {
      const worldLevels = campaign.worlds[world].levels;
      const blocked = worldLevels.map((level) => 1 - openSquares(level.start) / level.start.cells.length);
      return blocked.reduce((a, b) => a + b, 0) / blocked.length;
    };
    expect(campaign.worlds[0].levels[0].start.cells).not.toContain('-');
    expect(blockedShare(3)).toBeGreaterThan(blockedShare(0));
  });

  it('raises the opponent from 1 to a final boss of the Master (8) or stronger, with a friendly start', () => {
    const strengths = levels.map((level) => level.opponent.strength);
    expect(strengths[0]).toBe(1);
    expect(strengths.at(-1)).toBeGreaterThanOrEqual(8);
    for (const world of campaign.worlds) {
      const inWorld = world.levels.map((level) => level.opponent.strength);
      expect(inWorld, world.id).toEqual([...inWorld].sort((a, b) => a - b));
    }
    for (let i = 1; i < strengths.length; i++) expect(strengths[i] - strengths[i - 1]).toBeLessThanOrEqual(1);
  });

  it('gives every boss a name, a taunt and a par of its own', () => {
    const bosses = levels.filter((level) => level.boss);
    expect(new Set(bosses.map((boss) => boss.opponent.name)).size).toBe(bosses.length);
    for (const boss of bosses) {
      expect(boss.opponent.intro?.length, boss.id).toBeGreaterThan(10);
      expect(levels.filter((level) => level.opponent.name === boss.opponent.name)).toEqual([boss]);
    }
  });

  it('gives every level a par, so every level has medals', () => {
    for (const level of levels) expect(level.par, level.id).toBeGreaterThan(0);
  });

  it('is bundled for the browser exactly as the checker reads it', () => {
    expect(bundled).toEqual(campaign);
  });
});
