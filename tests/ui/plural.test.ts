/** Words for a count (tCount, through Intl.PluralRules), as the save's losses are told in each language. */
import { describe, expect, it } from 'vitest';
import { tCount } from '../../src/game/base/i18n';
import { describeLosses, NO_LOSSES } from '../../src/game/store/recover';

describe('words for a count', () => {
  it("picks each language's form for one and for more, and fills in the count", () => {
    expect(tCount('save.arcadeEntries', 1, {}, 'en')).toBe('One arcade high score could not be restored.');
    expect(tCount('save.arcadeEntries', 3, {}, 'en')).toBe('3 arcade high scores could not be restored.');
    expect(tCount('save.arcadeEntries', 1, {}, 'nl')).toBe('Eén arcade-topscore kon niet worden hersteld.');
    expect(tCount('save.arcadeEntries', 2, {}, 'pt')).toBe(
      '2 recordes do arcade não puderam ser recuperados.',
    );
  });

  it("tells lost level records by the save's own language, one by its id, more by their count", () => {
    expect(describeLosses({ ...NO_LOSSES, levels: ['w1-02'] }, 'pt')).toEqual([
      'O recorde do nível w1-02 não pôde ser recuperado.',
    ]);
    const ids = ['w1-01', 'w1-02', 'w1-03', 'w1-04', 'w1-05', 'w1-06'];
    expect(describeLosses({ ...NO_LOSSES, levels: ids }, 'nl')).toEqual([
      'De resultaten van 6 levels konden niet worden hersteld (w1-01, w1-02, w1-03, w1-04, w1-05, …).',
    ]);
  });
});
