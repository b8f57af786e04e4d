import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLevelsFolder } from '../../scripts/levels-check';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the real levels folder with some files replaced, added (text) or removed (null). */
function levelsWith(changes: Record<string, string | null>): string {
  const folder = mkdtempSync(join(tmpdir(), 'levels-'));
  folders.push(folder);
  cpSync('levels', folder, { recursive: true });
  for (const [name, text] of Object.entries(changes)) {
    if (text === null) rmSync(join(folder, name));
    else writeFileSync(join(folder, name), text);
  }
  return folder;
}

const real = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join('levels', name), 'utf8'));
const edited = (name: string, change: Record<string, unknown>): string =>
  JSON.stringify({ ...real(name), ...change });

describe('npm run levels:check', () => {
  it('passes the campaign as committed', () => {
    const report = checkLevelsFolder('levels');
    expect(report.lines).toEqual(['levels: 40 ok']);
  });

  it.each([
    [
      'a bad symbol, by row and column',
      {
        'w2-03.json': edited('w2-03.json', {
          board: ['x..-..o', '...-...', '..---..', '......?', '..---..', '...-...', 'o..-..x'],
        }),
      },
      'w2-03.json: board row 4, column 7: unknown symbol "?"',
    ],
    [
      'broken JSON',
      { 'w1-02.json': '{ "name": "Oops", }' },
      'w1-02.json: not valid JSON at line 1, column 19: expected a double-quoted string, found "}"',
    ],
    [
      'a missing level file',
      { 'w3-04.json': null },
      'campaign.json: worlds[2].levels[3]: level "w3-04" has no file levels/w3-04.json',
    ],
    [
      'a level not in the campaign',
      { 'extra.json': edited('w1-01.json', { name: 'Extra', board: ['x..o', '....', '....', 'o..x'] }) },
      'extra.json: is not listed in',
    ],
    [
      'a boss that is not last',
      { 'w1-05.json': edited('w1-05.json', { boss: true }) },
      'w1-05.json: boss: is a boss level but not the last of world "w1"',
    ],
    [
      'a world ending without a boss',
      { 'w2-10.json': edited('w2-10.json', { boss: false }) },
      'w2-10.json: boss: ends world "w2", so it must be a boss level',
    ],
    [
      'two boards alike up to symmetry',
      { 'w1-06.json': edited('w1-06.json', { board: real('w1-05.json').board }) },
      'w1-06.json: board: is the same board as',
    ],
    [
      'a jump in the curve',
      { 'w1-02.json': edited('w1-02.json', { opponent: { name: 'Colony', strength: 3 } }) },
      'w1-02.json: opponent.strength: 3 after 1 on the level before',
    ],
    [
      'a final boss weaker than the Master',
      {
        'w4-10.json': edited('w4-10.json', {
          opponent: { ...(real('w4-10.json').opponent as object), strength: 7 },
        }),
      },
      'w4-10.json: opponent.strength: the final boss must have strength 8 or more',
    ],
    [
      'a boss sharing its name',
      { 'w1-09.json': edited('w1-09.json', { opponent: { name: 'Big Blob', strength: 3 } }) },
      'w1-10.json: opponent.name: boss "Big Blob" must have a name of its own',
    ],
    [
      'a level listed twice',
      { 'campaign.json': readFileSync('levels/campaign.json', 'utf8').replace('"w2-01"', '"w1-01"') },
      'campaign.json: worlds[1].levels[0]: level "w1-01" is listed twice',
    ],
    ['an unreadable campaign', { 'campaign.json': '[' }, 'campaign.json: not valid JSON at line 1, column 2'],
  ])('reports %s', (_name, changes, expected) => {
    const folder = levelsWith(changes);
    const report = checkLevelsFolder(folder);
    const shown = relative(process.cwd(), folder);
    expect(
      report.lines.some((line) => line.startsWith(shown) && line.includes(expected)),
      report.lines.join('\n'),
    ).toBe(true);
    expect(report.lines.at(-1)).toMatch(/^levels: \d+ problems? \(\d+ levels? usable\)$/);
  });

  it('keeps every sound level when one is broken', () => {
    const report = checkLevelsFolder(levelsWith({ 'w1-02.json': '{' }));
    expect(report.campaign.worlds.flatMap((world) => world.levels)).toHaveLength(39);
  });

  it('exits non-zero on a problem and zero without', () => {
    const run = (folder: string): number => {
      try {
        execFileSync('npx', ['tsx', 'scripts/levels-check.ts', ...folder.split(' ')], { stdio: 'pipe' });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run('levels')).toBe(0);
    expect(run(levelsWith({ 'w4-01.json': null }))).toBe(1);
    // Two folders are a usage mistake (status 2), not a check of the first.
    expect(run('levels levels')).toBe(2);
  });
});
