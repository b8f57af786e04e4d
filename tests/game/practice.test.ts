import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/core';
import { campaignLevels } from '../../src/core/level';
import { campaign } from '../../src/game/base/campaign-data';
import { emptySave } from '../../src/game/store/recover';
import { readSavedGame } from '../../src/game/store/saved-game';
import type { SaveData, SavedGame } from '../../src/game/store/schema';
import { planGame, replayRequest, savedGameOf } from '../../src/game/session/setup';
import { abandonSaved, savedGameText } from '../../src/game/menu/game-in-progress';

const levels = campaignLevels(campaign);
const third = levels[2];

describe('practice on a locked level', () => {
  it('keeps the practice flag from the request through the save and back, and into a retry', () => {
    const plan = planGame({ mode: 'level', levelId: third.id, practice: true }, emptySave(), levels, 3);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    const { setup } = plan.value;
    expect(setup.practice).toBe(true);
    const saved = savedGameOf(setup, newGame(setup.start, setup.rules));
    expect(saved.practice).toBe(true);
    const read = readSavedGame(JSON.parse(JSON.stringify(saved)));
    expect(read.ok && read.value.saved.practice).toBe(true);
    const data: SaveData = { ...emptySave(), current: saved };
    const resumed = planGame({ mode: 'level', resume: true }, data, levels, 4);
    expect(resumed.ok && resumed.value.setup.practice).toBe(true);
    expect(replayRequest(setup)).toEqual({ mode: 'level', levelId: third.id, practice: true });
  });

  it('saves a real game without the flag, and refuses a flag that is not true', () => {
    const plan = planGame({ mode: 'level', levelId: third.id }, emptySave(), levels, 3);
    if (!plan.ok) throw new Error(plan.error);
    const saved = savedGameOf(plan.value.setup, newGame(plan.value.setup.start, plan.value.setup.rules));
    expect('practice' in saved).toBe(false);
    expect(readSavedGame({ ...saved, practice: 'yes' }).ok).toBe(false);
  });
});

describe('a game in progress', () => {
  const saved = (mode: SavedGame['mode']): SavedGame => ({
    mode,
    levelId: mode === 'versus' ? null : third.id,
    rules: 'arcade',
    start: 'x3o/5/5/5/o3x x 0 1',
    moves: [],
    opponent: 1,
    seed: 1,
  });
  const run = { levelIndex: 2, lives: 2, score: 40, cleared: 2 };

  it('is named in the player words', () => {
    expect(savedGameText(saved('level'), levels)).toBe(`Level: ${third.name}`);
    expect(savedGameText(saved('arcade'), levels)).toBe(`Arcade run: ${third.name}`);
    expect(savedGameText(saved('versus'), levels)).toBe('Versus game');
  });

  it('is dropped when abandoned, and an abandoned arcade game ends its run (no free retry)', () => {
    const level = abandonSaved({ ...emptySave(), current: saved('level'), arcadeRun: run });
    expect(level).toMatchObject({ current: null, arcadeRun: run });
    const arcade = abandonSaved({ ...emptySave(), current: saved('arcade'), arcadeRun: run });
    expect(arcade).toMatchObject({ current: null, arcadeRun: null });
  });
});
