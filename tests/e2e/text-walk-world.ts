/**
 * The world leaderboards' screens for the phone text walk (text-size.test.ts): the world tables with a
 * full page (a preview, no club), offline and the records sent; the Result screen's world lines; a
 * profile with the world sections. The save part holds a record in each state.
 */
const game = (levelId: string, points: number) => ({
  levelId,
  levelHash: '0123456789abcd',
  strength: 1,
  seed: 1,
  moves: ['b6', 'f6'],
  points,
});
const level = (id: string, levelId: string, points: number, rest: object) => ({
  id,
  at: 1,
  submission: { kind: 'level', engineVersion: 'e', game: game(levelId, points) },
  ...rest,
});
const accepted = {
  verdict: 'accepted',
  table: 'level',
  levelId: 'w1-01',
  score: 45,
  place: 12345,
  improved: false,
};

/** The save's world records: accepted, refused for each kind of update, waiting, and a run held for initials. */
export const worldSave = {
  queue: [
    level('a', 'w1-01', 45, { verdict: accepted }),
    level('b', 'w1-02', 45, { verdict: { verdict: 'refused', reason: 'engine-version', detail: 'x' } }),
    level('c', 'w1-03', 45, { verdict: { verdict: 'refused', reason: 'wrong-computer-move', detail: 'x' } }),
    level('d', 'w1-04', 1234, { problem: 'daily-limit', notBefore: '2999-01-01' }),
    {
      id: 'e',
      at: 5,
      submission: {
        kind: 'arcade',
        engineVersion: 'e',
        initials: 'ABC',
        score: 9999,
        games: [game('w1-01', 9)],
      },
      held: true,
    },
  ],
  setAside: ['{}'],
};

const entry = (place: number, name: string, value: number, initials?: string) => ({
  place,
  name,
  value,
  initials,
});
const table = {
  entries: Array.from({ length: 20 }, (_, i) =>
    entry(
      i + 1,
      ['Marguerite_Long_20', 'Ana', 'Ezekiel_The_Great'][i % 3],
      99_999 - i,
      i % 2 ? 'ZZZ' : undefined,
    ),
  ),
  page: 0,
  total: 123_456,
  you: entry(99_999, 'Somebody_Else_20', 12_345, 'QQQ'),
};

/** A profile's world sections, added to the walk's full profile. */
export const profileWorld = {
  levelBests: ['w1-01', 'w2-05', 'w4-01', 'w3-02'].map((levelId, i) => ({
    levelId,
    points: 1234 - i,
    at: 1,
  })),
  arcadeRuns: [{ initials: 'ACE', points: 99_999, cleared: 40, at: 1 }],
};

const won = { mode: 'level', winner: 'x', arcade: null };
const runOver = {
  mode: 'arcade',
  winner: 'o',
  arcade: { run: { levelIndex: 3, lives: 0, score: 220, cleared: 3 }, step: 'game-over', ended: true },
};

/** Screens and their data; `result` is the walk's own Result data, changed by each. */
export function worldScreens(result: object): [string, object][] {
  return [
    ['HighScores', { world: 'players', preview: table }],
    ['HighScores', { world: 'arcade', preview: table }],
    ['HighScores', { world: 'players', preview: { ...table, total: 0, entries: [], you: null } }],
    ['HighScores', { world: 'mine' }],
    ['HighScores', { world: 'arcade', preview: 'offline' }],
    ['Result', { ...result, ...won, world: { kind: 'queued', id: 'b' } }],
    ['Result', { ...result, ...won, world: { kind: 'fallback' } }],
    ['Result', { ...result, ...runOver, world: { kind: 'fallback' } }],
    ['Result', { ...result, ...runOver, world: { kind: 'queued', id: 'e' } }],
  ];
}

/** The world table on a phone on its side. */
export const landscapeWorld: [string, object] = ['HighScores', { world: 'players', preview: table }];
