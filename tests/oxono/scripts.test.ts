/**
 * `npm run perft -- --game oxono` and `npm run rules`: the forms other tools call (last lines `nodes N`
 * and `none` / `draw` / `win …`), each real entry point spawned once, the rest in-process.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ataxx } from '../../src/core/ataxx-game';
import { START_TEXT } from '../../src/core/oxono';
import { perftCommand } from '../../scripts/perft-command';
import { rulesCommand } from '../../scripts/rules-command';
import { RULE_POSITIONS } from './positions';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, encoding: 'utf8' });
const textOf = (name: string): string => RULE_POSITIONS.find((position) => position.name === name)!.text;

describe('npm run perft -- --game oxono', () => {
  it('the real entry point prints the node count as its last line', () => {
    const perft = run('scripts/perft.ts', ['--game', 'oxono', START_TEXT, '3']);
    expect(perft.stderr).toBe('');
    expect(perft.status).toBe(0);
    expect(perft.stdout.trim().split('\n').at(-1)).toBe('nodes 162680');
  });

  it('takes the position quoted or as six words, or a depth alone; --divide lists each move', () => {
    expect(perftCommand(['--game', 'oxono', '2']).out.at(-1)).toBe('nodes 3612');
    expect(perftCommand(['--game', 'oxono', ...START_TEXT.split(' '), '2']).out.at(-1)).toBe('nodes 3612');
    const divided = perftCommand(['--game', 'oxono', '--divide', START_TEXT, '2']).out;
    expect(divided.filter((line) => /^[XO] [a-f][1-6] [a-f][1-6]: \d+$/.test(line))).toHaveLength(68);
    expect(divided.at(-1)).toBe('nodes 3612');
    expect(perftCommand(['--game', 'oxono', textOf('the 32nd pawn, drawn'), '1']).out.at(-1)).toBe('nodes 3');
    // Ataxx stays the default game.
    expect(perftCommand(['x3o/5/5/5/o3x x 0 1', '3']).out.at(-1)).toBe('nodes 4592');
  });

  it.each([
    [['--game', 'chess', '3'], 'perft: --game must be ataxx or oxono, got "chess"'],
    [
      ['--game', 'oxono', '--rules', 'arcade', '3'],
      "perft: --rules is Ataxx's: Oxono has one rule set and one board",
    ],
    [
      ['--game', 'oxono', '....../....../..@.../....../....../...... 1 8 8 8 8', '2'],
      'perft: board: no X totem (*); there is one of each (in "....../....../..@.../....../....../...... 1 8 8 8 8")',
    ],
    [['--game', 'oxono', START_TEXT, '13'], 'perft: depth must be a whole number from 0 to 12, got "13"'],
  ])('refuses %j and says why', (args, message) => {
    const refused = perftCommand(args);
    expect(refused.code).toBe(2);
    expect(refused.errors[0]).toBe(message);
  });
});

describe('npm run rules', () => {
  it('the real entry point prints the position after the move, then none', () => {
    const rules = run('scripts/rules.ts', ['--game', 'oxono', START_TEXT, 'X c3 b3']);
    expect(rules.stderr).toBe('');
    expect(rules.status).toBe(0);
    expect(rules.stdout.trim().split('\n')).toEqual([
      '....../....../..@.../.x*.../....../...... 2 7 8 8 8',
      'none',
    ]);
  });

  it.each([
    ['a win in one for pink (colour)', 'X d2 d1', 'win colour'],
    ["a win in one for pink with black's pawns (symbol)", 'Xc2c1', 'win symbol'],
    ['the 32nd pawn, a win', 'O c3 c4', 'win symbol'],
    ['the 32nd pawn, drawn', 'O d6 a6', 'draw'],
    ['a diagonal within reach', 'X e4 d4', 'none'],
  ])('from %s, %s: %s', (name, move, last) => {
    const result = rulesCommand(['--game', 'oxono', textOf(name), move]);
    expect(result.code).toBe(0);
    expect(result.out).toHaveLength(2);
    expect(result.out.at(-1)).toBe(last);
  });

  it('says win colour+symbol for a line of both at once', () => {
    // x x x on rank 1 and the X totem above d2: x on d1 is four pink X pawns.
    const text = 'O.O.X./....../..@.../...*../....../xxx... 1 5 8 7 6';
    expect(rulesCommand(['--game', 'oxono', text, 'X d2 d1']).out.at(-1)).toBe('win colour+symbol');
  });

  it('plays Ataxx too, classic by default, with none / win x / win o', () => {
    const start = 'x5o/7/7/7/7/7/o5x x 0 1';
    const played = rulesCommand(['--game', 'ataxx', start, 'f2']);
    const read = ataxx.readPosition(start, 'classic');
    if (!read.ok) throw new Error(read.error);
    const move = ataxx.readMove(read.value, 'f2');
    if (!move.ok) throw new Error(move.error);
    const after = ataxx.play(read.value, move.value);
    if (!after.ok) throw new Error(after.error);
    expect(played.out).toEqual([ataxx.positionText(after.value), 'none']);
    expect(played.out[0]).not.toBe(start);
    expect(rulesCommand(['7/7/7/7/7/1o5/x6 x 0 1', 'a2']).out.at(-1)).toBe('win x');
    expect(rulesCommand(['--rules', 'arcade', '7/7/7/7/7/1x5/o6 o 0 1', 'a2']).out.at(-1)).toBe('win o');
  });

  it.each([
    [
      ['--game', 'oxono', START_TEXT, 'X c4 b4'],
      1,
      'rules: illegal move: X c4 b4: the X totem on d3 cannot go to c4',
    ],
    [['--game', 'oxono', START_TEXT, 'X c9 b4'], 1, 'rules: move "X c9 b4": the totem\'s destination "c9"'],
    [['--game', 'oxono', 'nonsense', 'X c3 b3'], 1, 'rules: position "nonsense": position: 1 fields, not 6'],
    [
      ['--game', 'oxono', '--rules', 'classic', START_TEXT, 'X c3 b3'],
      2,
      'rules: --rules for oxono must be standard',
    ],
    [['--game', 'go', START_TEXT, 'X c3 b3'], 2, 'rules: --game must be ataxx or oxono, got "go"'],
    [['--game', 'oxono', START_TEXT], 2, 'rules: expected a position and a move (each quoted), got 1 words'],
    [['--depth', '3'], 2, "rules: Unknown option '--depth'"],
    [['x5o/7/7/7/7/7/o5x x 0 1', 'a4'], 1, 'rules: illegal move: a4'],
  ])('refuses %j (exit %i): %s', (args, code, message) => {
    const refused = rulesCommand(args);
    expect(refused.code).toBe(code);
    expect(refused.out).toEqual([]);
    expect(refused.errors[0]).toContain(message);
  });

  it('takes an Ataxx board whose top rank is blocked, though it starts with a dash', () => {
    const result = rulesCommand(['-------/x5o/7/7/7/o5x/------- x 0 1', 'b5']);
    expect(result.code).toBe(0);
    expect(result.out.at(-1)).toBe('none');
  });
});
