import { describe, expect, it } from 'vitest';
import { levelToJson, parseJsonText, parseLevel, problemText } from '../../src/core/level';
import { symmetryKey, checkLevel, unreachableSquares } from '../../src/core/level-check';
import { parseFen } from '../../src/core';

const FILE = 'levels/w2-03.json';
const good = {
  name: 'Valves',
  board: ['x..-..o', '...-...', '..---..', '.......', '..---..', '...-...', 'o..-..x'],
  opponent: { name: 'Bacillus', strength: 4, intro: 'Hello.' },
  boss: false,
  par: 30,
};
const withChange = (change: Record<string, unknown>): Record<string, unknown> => ({ ...good, ...change });

function problemsOf(json: unknown): string[] {
  const parsed = parseLevel(FILE, json);
  if (!parsed.ok) return parsed.error.map(problemText);
  return checkLevel(FILE, parsed.value).map(problemText);
}

describe('level files', () => {
  it('reads a good level with its defaults', () => {
    const parsed = parseLevel(FILE, good);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const level = parsed.value;
    expect(level.id).toBe('w2-03');
    expect(level.rules).toBe('arcade');
    expect(level.start.width).toBe(7);
    expect(level.start.turn).toBe('x');
    expect(parseFen('x2-2o/3-3/2---2/7/2---2/3-3/o2-2x x 0 1')).toEqual({ ok: true, value: level.start });
    expect(checkLevel(FILE, level)).toEqual([]);
    expect(parseLevel(FILE, levelToJson(level))).toEqual(parsed);
  });

  it.each([
    ['not an object', [1, 2], 'levels/w2-03.json: expected a level object'],
    ['a missing board', { ...good, board: undefined }, 'levels/w2-03.json: board: expected a list of rows'],
    ['a missing name', (({ name: _n, ...rest }) => rest)(good), 'levels/w2-03.json: name: is missing'],
    ['an empty name', withChange({ name: '  ' }), 'name: expected text, got an empty string'],
    [
      'an unknown field',
      withChange({ colour: 'red' }),
      'levels/w2-03.json: colour: unknown field (expected name',
    ],
    [
      'an unknown symbol',
      withChange({ board: ['x..-..o', '...-...', '..---..', '......q', '..---..', '...-...', 'o..-..x'] }),
      'levels/w2-03.json: board row 4, column 7: unknown symbol "q" (expected x for the player',
    ],
    [
      'a ragged row',
      withChange({ board: ['x..-..o', '...-...', '..---..', '......', '..---..', '...-...', 'o..-..x'] }),
      'levels/w2-03.json: board row 4: is 6 squares wide, but row 1 is 7',
    ],
    [
      'a row that is not text',
      withChange({ board: ['x..-..o', '...-...', 7, '.......', '..---..', '...-...', 'o..-..x'] }),
      'board row 3: expected a row of text, got number',
    ],
    [
      'too few rows',
      withChange({ board: ['x..o', '....', 'o..x'] }),
      'board: has 3 rows; a board has 4 to 9',
    ],
    [
      'too wide',
      withChange({ board: ['x.........', '..........', '..........', '.........o'] }),
      'board: is 10 squares wide; a board has 4 to 9',
    ],
    [
      'a strength off the scale',
      withChange({ opponent: { name: 'A', strength: 11 } }),
      'opponent.strength: expected a whole number from 1 to 10, got 11',
    ],
    [
      'a fractional strength',
      withChange({ opponent: { name: 'A', strength: 2.5 } }),
      'opponent.strength: expected a whole number',
    ],
    ['an opponent that is text', withChange({ opponent: 'Colony' }), 'opponent: expected an object like'],
    [
      'an unknown opponent field',
      withChange({ opponent: { name: 'A', strength: 2, face: 1 } }),
      'opponent.face: unknown field',
    ],
    [
      'an unknown ruleset',
      withChange({ rules: 'chess' }),
      'rules: expected "arcade" or "classic", got "chess"',
    ],
    ['a boss flag that is text', withChange({ boss: 'yes' }), 'boss: expected true or false, got "yes"'],
    ['a negative par', withChange({ par: -3 }), 'par: expected a whole number above 0, got -3'],
    [
      'a par above the maximum',
      withChange({ par: 500 }),
      'par: 500 is more than the best possible score on this board (89)',
    ],
    [
      'no player pieces',
      withChange({ board: ['...-..o', '...-...', '..---..', '.......', '..---..', '...-...', 'o..-...'] }),
      'board: the player (x) has no pieces',
    ],
    [
      'no opponent pieces',
      withChange({ board: ['x..-...', '...-...', '..---..', '.......', '..---..', '...-...', '...-..x'] }),
      'board: the opponent (o) has no pieces',
    ],
    [
      'a player with no move',
      withChange({ board: ['x--..', '---..', '---..', '.....', '....o'] }),
      'board: the player (x) moves first but has no legal move',
    ],
    [
      'a walled-off square',
      withChange({ board: ['x....o', '......', '......', '---...', '---...', '.--..o'] }),
      'levels/w2-03.json: board row 6, column 1: empty square a1 can never be reached',
    ],
    [
      'a boss without a taunt',
      withChange({ boss: true, opponent: { name: 'Big', strength: 4 } }),
      'opponent.intro: a boss needs a taunt',
    ],
  ])('explains %s', (_name, json, expected) => {
    const problems = problemsOf(json);
    expect(
      problems.some((line) => line.includes(expected)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('reports every problem in a file at once', () => {
    const problems = problemsOf({ name: 3, board: ['x.o', 'o?x'], opponent: { name: 'A', strength: 0 } });
    expect(problems.length).toBeGreaterThanOrEqual(4);
  });

  it('names the line and column of a JSON syntax error', () => {
    const parsed = parseJsonText(FILE, '{\n  "name": "A",\n  "board" ["x"]\n}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(problemText(parsed.error[0])).toMatch(/^levels\/w2-03\.json: not valid JSON at line 3, column 11/);
  });

  it('never throws, whatever it is fed', () => {
    for (const json of [
      null,
      undefined,
      0,
      '',
      'x',
      [],
      {},
      { board: null },
      { board: [null] },
      { opponent: [] },
    ]) {
      expect(parseLevel(FILE, json).ok).toBe(false);
    }
  });
});

describe('board checks', () => {
  const position = (fen: string) => {
    const parsed = parseFen(fen);
    if (!parsed.ok) throw new Error(parsed.error);
    return parsed.value;
  };

  it('floods over jumps across a one-square wall but not a two-square one', () => {
    expect(unreachableSquares(position('x2-2o/7/7/7/7/7/o5x'))).toEqual([]);
    expect(unreachableSquares(position('x5/6/6/---3/---3/1--2o'))).toEqual([30]);
  });

  it('sees mirrored, rotated and colour-swapped boards as alike', () => {
    const a = position('x3o/5/1-3/5/o3x');
    expect(symmetryKey(position('o3x/5/3-1/5/x3o'))).toBe(symmetryKey(a));
    expect(symmetryKey(position('x3o/5/5/1-3/o3x'))).not.toBe(symmetryKey(a));
    const wide = position('x4o/6/1--3/6/o4x');
    const tall = position('x3o/2-2/2-2/5/5/o3x');
    expect(symmetryKey(tall)).toBe(symmetryKey(wide));
  });
});
