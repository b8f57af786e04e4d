import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src/game/base/settings';
import {
  fill,
  language,
  onLanguageChange,
  setLanguage,
  STRING_TABLES,
  stringKeys,
  t,
} from '../../src/game/base/i18n';

const slots = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('string tables', () => {
  for (const [area, table] of Object.entries(STRING_TABLES)) {
    for (const lang of LANGUAGES) {
      it(`${area}: ${lang} has exactly the English keys, none empty, with the same {slots}`, () => {
        const english = table.en as Record<string, string>;
        const other = table[lang] as Record<string, string>;
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(other)) {
          expect(text.trim(), `${area}.${lang}.${key}`).not.toBe('');
          expect(slots(text), `${area}.${lang}.${key}`).toEqual(slots(english[key]));
        }
      });
    }
  }

  it('no key is defined by two areas, so merging never hides one', () => {
    const seen = new Map<string, string>();
    for (const [area, table] of Object.entries(STRING_TABLES)) {
      for (const key of Object.keys(table.en)) {
        expect(seen.get(key), `${key} in ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
    expect(stringKeys().length).toBe(seen.size);
  });
});

/** Words a sentence cannot end on: an article or a preposition waiting for its noun. */
const DANGLING: Record<(typeof LANGUAGES)[number], readonly string[]> = {
  en: ['a', 'an', 'the', 'of'],
  nl: ['de', 'het', 'van'],
  pt: ['num', 'numa', 'o', 'a', 'de', 'do', 'da', 'no', 'na', 'em'],
};

describe('the wording', () => {
  it('never ends a sentence on a word still waiting for its noun (the Portuguese "…Toca num.")', () => {
    for (const lang of LANGUAGES) {
      for (const table of Object.values(STRING_TABLES)) {
        for (const [key, text] of Object.entries(table[lang] as Record<string, string>)) {
          const last = /(\p{L}+)\.$/u.exec(text)?.[1]?.toLowerCase();
          expect(last !== undefined && DANGLING[lang].includes(last), `${lang}.${key}: ${text}`).toBe(false);
        }
      }
    }
  });

  it('names the animation speeds in Pause with the very words of Settings', () => {
    for (const lang of LANGUAGES) {
      for (const speed of ['normal', 'fast', 'instant'] as const) {
        expect(t(`pause.speed.${speed}`, {}, lang), `${lang} ${speed}`).toBe(
          t(`settings.speed.${speed}`, {}, lang),
        );
      }
    }
  });

  it("ends the world table's empty text with a full stop, the players' rule included", () => {
    for (const lang of LANGUAGES) {
      expect(t('world.empty', {}, lang)).toMatch(/\.$/);
      expect(t('world.playersRule', {}, lang)).toMatch(/\.$/);
    }
  });
});

describe('t()', () => {
  it('reads the current language and switches at once', () => {
    setLanguage('en');
    expect(t('menu.back')).toBe('Back');
    setLanguage('nl');
    expect(language()).toBe('nl');
    expect(t('menu.back')).toBe('Terug');
    setLanguage('pt');
    expect(t('menu.back')).toBe('Voltar');
    setLanguage('en');
  });

  it('fills {slots} and leaves unknown ones visible', () => {
    expect(t('levels.best', { score: 42 }, 'en')).toBe('Best 42');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('tells listeners about a switch, once, and not about a no-op', () => {
    setLanguage('en');
    const heard: string[] = [];
    const stop = onLanguageChange((lang) => heard.push(lang));
    setLanguage('nl');
    setLanguage('nl');
    stop();
    setLanguage('en');
    expect(heard).toEqual(['nl']);
  });

  it('ignores a language it does not know', () => {
    setLanguage('en');
    setLanguage('xx' as never);
    expect(language()).toBe('en');
  });
});
