import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCampaignPlan } from '../../src/core/campaign';
import { meetsTarget, parseCurvePlan, steepLevels, targetText } from '../../src/core/difficulty-curve';
import type { LevelProblem } from '../../src/core/level';

const worlds = new Set(['w1', 'w2']);
const sound = {
  seeds: '1-10',
  heldOutSeeds: '101-110',
  heldOutTolerance: 10,
  smoothMargin: 30,
  strengths: [3, 5],
  targets: [
    { strength: 5, world: 'w1', min: 85 },
    { strength: 5, world: 'w2', boss: true, min: 35, max: 75 },
    { strength: 7, arcade: true, min: 30 },
  ],
};

function problemsOf(json: unknown): LevelProblem[] {
  const problems: LevelProblem[] = [];
  parseCurvePlan('levels/campaign.json', json, worlds, problems);
  return problems;
}

describe('the difficulty curve plan', () => {
  it('is written in levels/campaign.json and parses with the campaign', () => {
    const json: unknown = JSON.parse(readFileSync('levels/campaign.json', 'utf8'));
    const { plan, problems } = parseCampaignPlan('levels/campaign.json', json);
    expect(problems).toEqual([]);
    expect(plan.curve?.strengths).toEqual([3, 5, 7, 9]);
    expect(plan.curve?.targets.some((target) => target.arcade)).toBe(true);
  });

  it('reads a sound plan and names what is wrong in a broken one, by field', () => {
    const problems: LevelProblem[] = [];
    const plan = parseCurvePlan('levels/campaign.json', sound, worlds, problems);
    expect(problems).toEqual([]);
    expect(plan?.seeds).toEqual([1, 10]);
    expect(plan?.targets[1]).toEqual({ strength: 5, world: 'w2', boss: true, min: 35, max: 75 });
    const fields = (json: unknown): (string | undefined)[] => problemsOf(json).map((p) => p.field);
    expect(fields({ ...sound, seeds: '10-1' })).toEqual(['curve.seeds']);
    expect(fields({ ...sound, heldOutSeeds: '5-20' })).toEqual(['curve.heldOutSeeds']);
    expect(fields({ ...sound, targets: [{ strength: 5, world: 'w9', min: 1 }] })).toEqual([
      'curve.targets[0]',
    ]);
    expect(fields({ ...sound, targets: [{ strength: 5, world: 'w1', min: 80, max: 20 }] })).toEqual([
      'curve.targets[0]',
    ]);
    expect(fields({ ...sound, targets: [{ strength: 11, world: 'w1', min: 1 }] })).toEqual([
      'curve.targets[0]',
    ]);
  });

  it('checks a share against a target, with the held-out tolerance', () => {
    const target = { strength: 5, world: 'w3', min: 35, max: 75 };
    expect(targetText(target)).toBe('strength 5, w3: 35-75%');
    expect(meetsTarget(target, 50)).toBe(true);
    expect(meetsTarget(target, 30)).toBe(false);
    expect(meetsTarget(target, 80)).toBe(false);
    expect(meetsTarget(target, 80, 10)).toBe(true);
    expect(meetsTarget(target, 24, 10)).toBe(false);
  });

  it('finds a level much harder than both of the next two', () => {
    expect(steepLevels([100, 40, 90, 80, 70], 30)).toEqual([1]);
    expect(steepLevels([100, 40, 90, 60, 70], 30)).toEqual([]);
    expect(steepLevels([90, 80, 20, 60], 30)).toEqual([2]);
    expect(steepLevels([90, 80, 70, 60], 30)).toEqual([]);
  });
});
