import { describe, expect, it } from 'vitest';
import { describeLosses } from '../../src/game/store/recover';
import { emptySave, recoverSave, withBackup } from '../../src/game/store/recover';
import { type SaveData } from '../../src/game/store/schema';
import { DEFAULT_SETTINGS } from '../../src/game/base/settings';

const TODAY = '2026-11-29';

/** A save with something in every part, as the game writes it. */
const full: SaveData = {
  version: 1,
  settings: { ...DEFAULT_SETTINGS, musicVolume: 0.25, language: 'nl', colourBlind: true },
  levels: {
    'w1-01': { best: 75, wins: 2, plays: 3 },
    'w1-02': { best: 0, wins: 0, plays: 4 },
  },
  arcadeTable: [
    { initials: 'ZED', score: 900, cleared: 12, date: '2026-11-20' },
    { initials: 'AAA', score: 450, cleared: 6, date: '2026-11-21' },
  ],
  arcadeRun: { levelIndex: 3, lives: 2, score: 210, cleared: 3 },
  current: {
    mode: 'level',
    levelId: 'w1-02',
    rules: 'arcade',
    start: 'x4o/6/2--2/6/o4x x 0 1',
    moves: ['b5', 'e4', 'a5a3'],
    opponent: 1,
    seed: 42,
  },
};
const text = (data: unknown): string => JSON.stringify(data);
const edit = (change: (save: Record<string, unknown>) => void): string => {
  const copy = structuredClone(full) as unknown as Record<string, unknown>;
  change(copy);
  return text(copy);
};

describe('reading a save', () => {
  it('round-trips a full save exactly', () => {
    const read = recoverSave(text(full), TODAY);
    expect(read.state).toBe('whole');
    expect(read.data).toEqual(full);
    expect(describeLosses(read.losses)).toEqual([]);
    expect(recoverSave(text(read.data), TODAY).data).toEqual(full);
  });

  it('keeps a run holding the extra lives its score earned, up to five', () => {
    const rich = { ...full, arcadeRun: { levelIndex: 23, lives: 5, score: 910, cleared: 23 } };
    expect(recoverSave(text(rich), TODAY).data).toEqual(rich);
  });

  it('starts fresh without a word when there is no save', () => {
    const read = recoverSave(null, TODAY);
    expect(read.state).toBe('empty');
    expect(read.data).toEqual(emptySave());
    expect(describeLosses(read.losses)).toEqual([]);
  });

  type Row = [string, string, (data: SaveData) => void, RegExp[]];
  const rows: Row[] = [
    [
      'bad JSON',
      '{"version":1,"settings":',
      (d) => expect(d).toEqual(emptySave()),
      [/damaged \(it is not readable data\)/],
    ],
    ['a truncated save', text(full).slice(0, 120), (d) => expect(d).toEqual(emptySave()), [/damaged/]],
    ['an empty string', '', (d) => expect(d).toEqual(emptySave()), [/damaged/]],
    [
      'a foreign object',
      text({ user: 'bob', theme: 'dark' }),
      (d) => expect(d).toEqual(emptySave()),
      [/something other than Infection/],
    ],
    ['a bare number', '42', (d) => expect(d).toEqual(emptySave()), [/something other than Infection/]],
    [
      'a newer version',
      edit((s) => (s.version = 7)),
      (d) => expect(d).toEqual(emptySave()),
      [/newer version of the game \(version 7\)/],
    ],
    [
      'a version that is text',
      edit((s) => (s.version = 'one')),
      (d) => expect(d).toEqual(emptySave()),
      [/version this game does not know/],
    ],
    [
      'one setting of the wrong type',
      edit((s) => ((s.settings as Record<string, unknown>).musicVolume = 'loud')),
      (d) => expect(d.settings).toEqual({ ...full.settings, musicVolume: DEFAULT_SETTINGS.musicVolume }),
      [/^Some settings were reset: music volume\.$/],
    ],
    [
      'NaN, negative and huge volumes',
      edit((s) => Object.assign(s.settings as object, { effectsVolume: -1, musicVolume: 1e308 })),
      (d) => expect(d.settings).toEqual({ ...full.settings, effectsVolume: 0.8, musicVolume: 0.5 }),
      [/effects volume, music volume/],
    ],
    [
      'missing settings fields',
      edit((s) => delete (s.settings as Record<string, unknown>).language),
      (d) => expect(d.settings.language).toBe('en'),
      [/Some settings were reset: language\./],
    ],
    [
      'settings that are not an object',
      edit((s) => (s.settings = 'none')),
      (d) => expect(d.settings).toEqual(DEFAULT_SETTINGS),
      [/effects volume, music volume, mute, animation speed, colour-blind palette, language/],
    ],
    [
      'one level record with a negative best',
      edit((s) => ((s.levels as Record<string, unknown>)['w1-01'] = { best: -5, wins: 1, plays: 1 })),
      (d) => expect(d.levels).toEqual({ 'w1-02': full.levels['w1-02'] }),
      [/^The record of level w1-01 could not be restored\.$/],
    ],
    [
      'a record with a huge score and one with more wins than plays',
      edit((s) =>
        Object.assign(s.levels as object, {
          'w1-01': { best: 1e12, wins: 1, plays: 1 },
          'w1-02': { best: 0, wins: 5, plays: 1 },
        }),
      ),
      (d) => expect(d.levels).toEqual({}),
      [/records of 2 levels could not be restored \(w1-01, w1-02\)/],
    ],
    [
      'level records that are a list',
      edit((s) => (s.levels = [1, 2])),
      (d) => expect(d.levels).toEqual({}),
      [/level records could not be restored/],
    ],
    [
      'one bad arcade entry',
      edit((s) => (s.arcadeTable as unknown[]).push({ initials: 'ab', score: 10, cleared: 1, date: TODAY })),
      (d) => expect(d.arcadeTable).toEqual(full.arcadeTable),
      [/^One arcade high score could not be restored\.$/],
    ],
    [
      'arcade entries with NaN, a string score and a bad date',
      edit((s) =>
        (s.arcadeTable as unknown[]).push(
          { initials: 'BOB', score: null, cleared: 1, date: TODAY },
          { initials: 'BOB', score: '5', cleared: 1, date: TODAY },
          { initials: 'BOB', score: 5, cleared: 1, date: 'yesterday' },
        ),
      ),
      (d) => expect(d.arcadeTable).toEqual(full.arcadeTable),
      [/^3 arcade high scores could not be restored\.$/],
    ],
    [
      'an arcade table that is an object',
      edit((s) => (s.arcadeTable = {})),
      (d) => expect(d.arcadeTable).toEqual([]),
      [/high-score table could not be restored/],
    ],
    [
      'a run with no lives left',
      edit((s) => (s.arcadeRun = { levelIndex: 3, lives: 0, score: 210, cleared: 3 })),
      (d) => expect(d.arcadeRun).toBeNull(),
      [/^The arcade run in progress could not be restored\.$/],
    ],
    [
      'a run with more lives than it can hold (five)',
      edit((s) => (s.arcadeRun = { levelIndex: 3, lives: 6, score: 210, cleared: 3 })),
      (d) => expect(d.arcadeRun).toBeNull(),
      [/^The arcade run in progress could not be restored\.$/],
    ],
    [
      'a game with an illegal move',
      edit((s) => ((s.current as { moves: string[] }).moves = ['b5', 'e4', 'a5a1'])),
      (d) => expect(d.current).toBeNull(),
      [/^The game in progress could not be restored\.$/],
    ],
    [
      'a game with a broken FEN',
      edit((s) => ((s.current as { start: string }).start = 'x4o/6/2--2/6 x 0 1')),
      (d) => expect([d.current, d.levels]).toEqual([null, full.levels]),
      [/game in progress/],
    ],
    [
      'a game whose move is not text',
      edit((s) => ((s.current as { moves: unknown[] }).moves = [12])),
      (d) => expect(d.current).toBeNull(),
      [/game in progress/],
    ],
    [
      'a game with an unknown opponent strength',
      edit((s) => ((s.current as { opponent: number }).opponent = 11)),
      (d) => expect(d.current).toBeNull(),
      [/game in progress/],
    ],
  ];

  it.each(rows)('recovers from %s', (_name, saved, check, expected) => {
    const read = recoverSave(saved, TODAY);
    expect(read.state).not.toBe('whole');
    check(read.data);
    const words = describeLosses(read.losses);
    for (const pattern of expected)
      expect(
        words.some((line) => pattern.test(line)),
        words.join('\n'),
      ).toBe(true);
  });

  it('keeps every untouched part when one part is damaged', () => {
    const read = recoverSave(
      edit((s) => ((s.current as { moves: string[] }).moves = ['zz'])),
      TODAY,
    );
    expect({ ...read.data, current: full.current }).toEqual(full);
  });

  it('sorts the arcade table and keeps the top 10', () => {
    const entries = Array.from({ length: 14 }, (_, i) => ({
      initials: 'ABC',
      score: i * 10,
      cleared: i,
      date: TODAY,
    }));
    const read = recoverSave(
      edit((s) => (s.arcadeTable = entries)),
      TODAY,
    );
    expect(read.data.arcadeTable.map((entry) => entry.score)).toEqual([
      130, 120, 110, 100, 90, 80, 70, 60, 50, 40,
    ]);
  });

  it('never throws, whatever it is fed', () => {
    const junk = [
      'null',
      '[]',
      '"x"',
      'true',
      '{"version":1}',
      '{"version":1,"levels":null,"current":{}}',
      '\u0000',
      '{'.repeat(5000),
    ];
    for (const saved of junk) expect(() => recoverSave(saved, TODAY)).not.toThrow();
    expect(recoverSave('{"version":1}', TODAY).data).toEqual(emptySave());
  });
});

describe('falling back on the backup', () => {
  const backup = recoverSave(text(full), TODAY);

  it('uses the backup whole when the main save is unreadable', () => {
    const merged = withBackup(recoverSave('{oops', TODAY), backup);
    expect(merged.usedBackup).toBe(true);
    expect(merged.data).toEqual(full);
    expect(describeLosses(merged.losses)).toEqual([]);
  });

  it('takes each lost part from the backup and keeps the newer main parts', () => {
    const main = recoverSave(
      edit((s) => {
        (s.levels as Record<string, unknown>)['w1-01'] = { best: 'lots' };
        (s.levels as Record<string, unknown>)['w1-03'] = { best: 30, wins: 1, plays: 1 };
        (s.settings as Record<string, unknown>).language = 'xx';
        (s.current as { seed: number }).seed = -1;
      }),
      TODAY,
    );
    const merged = withBackup(main, backup);
    expect(merged.usedBackup).toBe(true);
    expect(merged.data.levels).toEqual({ ...full.levels, 'w1-03': { best: 30, wins: 1, plays: 1 } });
    expect(merged.data.settings).toEqual(full.settings);
    expect(merged.data.current).toEqual(full.current);
    expect(describeLosses(merged.losses)).toEqual([]);
  });

  it('still reports what neither copy holds', () => {
    const main = recoverSave(
      edit((s) => ((s.levels as Record<string, unknown>)['w4-10'] = { best: -1 })),
      TODAY,
    );
    const merged = withBackup(main, backup);
    expect(describeLosses(merged.losses)).toEqual(['The record of level w4-10 could not be restored.']);
  });
});
