import { describe, expect, it } from 'vitest';
import { checkName, nameKey } from '../../src/net';

describe('names', () => {
  it.each([
    ['Blob', 'Blob'],
    ['  spaced  ', 'spaced'],
    ['abc', 'abc'],
    ['a_b-c', 'a_b-c'],
    ['x'.repeat(20), 'x'.repeat(20)],
  ])('accepts %j as %j', (typed, kept) => {
    expect(checkName(typed)).toEqual({ ok: true, value: kept });
  });

  it.each([
    ['ab', 'name-too-short'],
    ['', 'name-too-short'],
    ['x'.repeat(21), 'name-too-long'],
    ['two words', 'name-characters'],
    ['émile', 'name-characters'],
    ['<b>hi</b>', 'name-characters'],
    ['dot.ted', 'name-characters'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(checkName(typed)).toEqual({ ok: false, error: problem });
  });

  it('folds case and look-alikes into one key', () => {
    const key = nameKey('Blob');
    expect(nameKey('bl0b')).toBe(key);
    expect(nameKey('B1OB')).toBe(key);
    expect(nameKey('BIOB')).toBe(key);
    expect(nameKey('blab')).not.toBe(key);
    expect(nameKey('Player_1')).toBe(nameKey('PLAYER_l'));
  });
});
