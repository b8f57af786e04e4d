import { describe, expect, it } from 'vitest';
import { campaignLevels, type Level } from '../../src/core/level';
import { levelHash } from '../../src/core/level-hash';
import { parseFen } from '../../src/core';
import { campaign } from '../../src/game/base/campaign-data';

const levels = campaignLevels(campaign);
const first = levels[0] as Level;

describe('levelHash', () => {
  it('is 14 hex digits and differs for every campaign level', () => {
    const hashes = levels.map(levelHash);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{14}$/);
    expect(new Set(hashes).size).toBe(levels.length);
  });

  it('ignores the words and the par, so a translated or re-titled level keeps its records', () => {
    const retitled: Level = {
      ...first,
      name: 'Another name',
      par: 99,
      translations: { nl: { name: 'Iets' } },
    };
    expect(levelHash(retitled)).toBe(levelHash(first));
  });

  it('changes with the board, the ending, the opponent strength and the boss flag', () => {
    const board = parseFen('x5o/7/7/3-3/7/7/o5x x 0 1');
    if (!board.ok) throw new Error(board.error);
    const changed: Level[] = [
      { ...first, start: board.value },
      { ...first, rules: first.rules === 'arcade' ? 'classic' : 'arcade' },
      { ...first, opponent: { ...first.opponent, strength: first.opponent.strength + 1 } },
      { ...first, boss: !first.boss },
    ];
    for (const level of changed) expect(levelHash(level)).not.toBe(levelHash(first));
  });
});
