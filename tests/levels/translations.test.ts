import { describe, expect, it } from 'vitest';
import { campaignLevels, parseLevel } from '../../src/core/level';
import { campaign } from '../../src/game/base/campaign-data';
import { LANGUAGES } from '../../src/game/base/settings';
import { setLanguage } from '../../src/game/base/i18n';
import { levelName, opponentIntro, opponentName, worldName } from '../../src/game/base/level-words';

const others = LANGUAGES.filter((language) => language !== 'en');

describe('the campaign in every language', () => {
  it('names every level, opponent, boss line and world in each language the game speaks', () => {
    const missing: string[] = [];
    for (const world of campaign.worlds) {
      for (const language of others)
        if (!world.translations?.[language]) missing.push(`${world.id} ${language}`);
    }
    for (const level of campaignLevels(campaign)) {
      for (const language of others) {
        const words = level.translations?.[language];
        if (!words?.name) missing.push(`${level.id} ${language} name`);
        if (!words?.opponent) missing.push(`${level.id} ${language} opponent`);
        if (level.opponent.intro && !words?.intro) missing.push(`${level.id} ${language} intro`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps each opponent one character: the same name wherever it appears, in every language', () => {
    for (const language of others) {
      const names = new Map<string, Set<string>>();
      for (const level of campaignLevels(campaign)) {
        const seen = names.get(level.opponent.name) ?? new Set<string>();
        seen.add(level.translations?.[language]?.opponent ?? '');
        names.set(level.opponent.name, seen);
      }
      for (const [english, translated] of names)
        expect([english, language, translated.size]).toEqual([english, language, 1]);
    }
  });

  it('shows the player’s language and falls back to English where a word is missing', () => {
    const [first] = campaignLevels(campaign);
    setLanguage('nl');
    expect(levelName(first)).toBe(first.translations!.nl.name);
    expect(opponentName(first)).toBe('Kolonie');
    expect(worldName(campaign.worlds[0])).toBe(campaign.worlds[0].translations!.nl);
    const bare = { ...first, translations: { nl: { name: 'Alleen een naam' } } };
    expect(levelName(bare)).toBe('Alleen een naam');
    expect(opponentIntro(bare)).toBe(first.opponent.intro);
    setLanguage('en');
    expect(levelName(first)).toBe(first.name);
  });

  it('refuses a translation with a bad language code or an unknown field, naming the field', () => {
    const level = {
      name: 'Test',
      board: ['x...o', '.....', '.....', '.....', 'o...x'],
      opponent: { name: 'Colony', strength: 1 },
      translations: { dutch: { name: 'Proef' }, pt: { nome: 'Teste' } },
    };
    const parsed = parseLevel('levels/t-01.json', level);
    expect(parsed.ok).toBe(false);
    const fields = parsed.ok ? [] : parsed.error.map((problem) => problem.field);
    expect(fields).toContain('translations.dutch');
    expect(fields).toContain('translations.pt.nome');
  });
});
