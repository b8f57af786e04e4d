import { LANGUAGES, type Language } from './settings';
import { accountsStrings } from './strings/accounts';
import { computerStrings } from './strings/computer';
import { editorStrings } from './strings/editor';
import { gamesStrings } from './strings/games';
import { installStrings } from './strings/install';
import { lobbyStrings } from './strings/lobby';
import { menusStrings } from './strings/menus';
import { onlineStrings } from './strings/online';
import { oxonoStrings } from './strings/oxono';
import { playStrings } from './strings/play';
import { rankedStrings } from './strings/ranked';
import { saveStrings } from './strings/save';
import { replayStrings } from './strings/replay';
import { soundStrings } from './strings/sound';
import { watchStrings } from './strings/watch';
import { worldStrings } from './strings/world';

/**
 * The UI text of every area merged into one table per language. Each area keeps its own file so
 * parallel work never collides; `t()` is the one way scenes read text.
 */
export const STRING_TABLES = {
  menus: menusStrings,
  play: playStrings,
  sound: soundStrings,
  online: onlineStrings,
  replay: replayStrings,
  lobby: lobbyStrings,
  watch: watchStrings,
  accounts: accountsStrings,
  computer: computerStrings,
  editor: editorStrings,
  install: installStrings,
  ranked: rankedStrings,
  games: gamesStrings,
  world: worldStrings,
  oxono: oxonoStrings,
  save: saveStrings,
} as const;

export type StringKey =
  | keyof typeof menusStrings.en
  | keyof typeof playStrings.en
  | keyof typeof soundStrings.en
  | keyof typeof onlineStrings.en
  | keyof typeof replayStrings.en
  | keyof typeof lobbyStrings.en
  | keyof typeof watchStrings.en
  | keyof typeof accountsStrings.en
  | keyof typeof computerStrings.en
  | keyof typeof editorStrings.en
  | keyof typeof installStrings.en
  | keyof typeof rankedStrings.en
  | keyof typeof gamesStrings.en
  | keyof typeof worldStrings.en
  | keyof typeof oxonoStrings.en
  | keyof typeof saveStrings.en;

/** Words a string may take, filled into `{name}` slots. */
export type StringParams = Readonly<Record<string, string | number>>;

function merge(language: Language): Readonly<Record<string, string>> {
  const merged: Record<string, string> = {};
  for (const table of Object.values(STRING_TABLES)) Object.assign(merged, table[language]);
  return merged;
}

const merged: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: merge('en'),
  nl: merge('nl'),
  pt: merge('pt'),
};

let current: Language = 'en';
const listeners = new Set<(language: Language) => void>();

export const language = (): Language => current;

/** Switches every later `t()` call; listeners hear about it so screens can redraw their text. */
export function setLanguage(next: Language): void {
  if (!LANGUAGES.includes(next) || next === current) return;
  current = next;
  for (const listener of listeners) listener(next);
}

/** Calls `listener` on each language switch; returns the way to stop listening. */
export function onLanguageChange(listener: (language: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fills `{name}` slots; a slot with no value stays visible so a missing word is easy to spot. */
export function fill(text: string, params: StringParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : slot,
  );
}

/**
 * The text for `key` in the current language (or `language`), falling back to English, then to the
 * key itself, so a missing translation shows up as words rather than as a crash.
 */
export function t(key: StringKey, params?: StringParams, language: Language = current): string {
  const text = merged[language][key] ?? merged.en[key] ?? key;
  return fill(text, params);
}

/** The keys that come in plural forms (`key.one`, `key.other`, …), named without the form. */
export type CountKey = StringKey extends infer K ? (K extends `${infer Base}.other` ? Base : never) : never;

/**
 * The text for `count` things: the form of `key` that Intl.PluralRules picks for `count` in the language
 * (`key.one`, `key.other`, and any other form a language has), else `key.other`; `{count}` is filled in.
 */
export function tCount(
  key: CountKey,
  count: number,
  params: StringParams = {},
  language: Language = current,
): string {
  const form = `${key}.${new Intl.PluralRules(language).select(count)}`;
  const other = `${key}.other`;
  const text =
    merged[language][form] ?? merged[language][other] ?? merged.en[form] ?? merged.en[other] ?? key;
  return fill(text, { ...params, count });
}

/** Every key in the merged English table: the reference the other languages are checked against. */
export const stringKeys = (): string[] => Object.keys(merged.en);

/** Whether a key made at run time (`games.name.${game}`) has words: a game added later may lack them. */
export const isStringKey = (key: string): key is StringKey => Object.hasOwn(merged.en, key);

/** Each language's own name, written in that language, for the language picker. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  nl: 'Nederlands',
  pt: 'Português',
};
