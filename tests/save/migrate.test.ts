import { describe, expect, it } from 'vitest';
import { levelIdFromV0 } from '../../src/game/store/migrate';
import { describeLosses } from '../../src/game/store/recover';
import { recoverSave } from '../../src/game/store/recover';
import { DEFAULT_SETTINGS } from '../../src/game/base/settings';

/** A save as the prototype wrote it, before saves had a version. */
const v0 = {
  progress: { '1-1': 34, '1-2': 0, '2-10': 51 },
  unlocked: 12,
  options: { sound: false, volume: 70, fast: true },
  hiscores: [
    { name: 'abc', score: 1234 },
    { name: 'Zed', score: 99 },
  ],
};

describe('migrating a v0 save', () => {
  it('carries over every level, setting and high score', () => {
    const read = recoverSave(JSON.stringify(v0), '2026-11-29');
    expect(read.migrated).toBe(true);
    expect(read.state).toBe('whole');
    expect(read.data).toEqual({
      version: 1,
      settings: { ...DEFAULT_SETTINGS, muted: true, effectsVolume: 0.7, animationSpeed: 'fast' },
      levels: {
        'w1-01': { best: 34, wins: 1, plays: 1 },
        'w1-02': { best: 0, wins: 0, plays: 1 },
        'w2-10': { best: 51, wins: 1, plays: 1 },
      },
      arcadeTable: [
        { initials: 'ABC', score: 1234, cleared: 0, date: '2026-11-29' },
        { initials: 'ZED', score: 99, cleared: 0, date: '2026-11-29' },
      ],
      arcadeRun: null,
      current: null,
    });
  });

  it('accepts an explicit version 0 and a save with only some parts', () => {
    const read = recoverSave(JSON.stringify({ version: 0, options: { sound: true } }), '2026-11-29');
    expect(read.state).toBe('whole');
    expect(read.data.settings.muted).toBe(false);
    expect(read.data.levels).toEqual({});
  });

  it('drops and reports the v0 parts that do not validate', () => {
    const broken = {
      ...v0,
      progress: { '1-1': 'many', 'B 1': 3 },
      hiscores: [{ name: 'toolong', score: 5 }],
      options: { volume: 900 },
    };
    const read = recoverSave(JSON.stringify(broken), '2026-11-29');
    expect(read.state).toBe('partial');
    expect(read.data.levels).toEqual({});
    expect(read.data.arcadeTable).toEqual([]);
    expect(read.data.settings.effectsVolume).toBe(DEFAULT_SETTINGS.effectsVolume);
    expect(describeLosses(read.losses)).toEqual([
      'Some settings were reset: effects volume.',
      'The records of 2 levels could not be restored (w1-01, "B 1").',
      'One arcade high score could not be restored.',
    ]);
  });

  it('maps old level keys to level ids', () => {
    expect(['1-1', '3-7', '4-10', 'bonus'].map(levelIdFromV0)).toEqual(['w1-01', 'w3-07', 'w4-10', 'bonus']);
  });
});
