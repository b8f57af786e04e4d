import { t } from '../base/i18n';
import { describeLosses, recoverSave, withBackup } from './recover';
import { type SaveData } from './schema';
import { DEFAULT_SETTINGS, LANGUAGES, type Language } from '../base/settings';
import type { SaveStore } from './SaveStore';

/** The one versioned key, the last save that read back whole, and the text of a save that did not. */
export const SAVE_KEY = 'infection.save';
export const BACKUP_KEY = 'infection.save.backup';
export const DAMAGED_KEY = 'infection.save.damaged';

/** The part of the Web Storage API a save needs; any call may throw (quota, private mode, policy). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A SaveStore over any key-value storage: localStorage in the game, a MemoryStorage in tests and as
 * the fallback. Loading recovers every valid part (from the backup where the main save lost one) and
 * keeps an unreadable save's text aside instead of overwriting it; writing never throws.
 */
export class StorageSaveStore implements SaveStore {
  private current: SaveData;
  private readonly restoreProblems: readonly string[];
  private storageFailed = false;

  /** `firstLanguage` is the language a first visit starts in (no save, no backup): the browser's. */
  constructor(
    private readonly storage: KeyValueStorage | null,
    today = new Date().toISOString().slice(0, 10),
    firstLanguage: Language = DEFAULT_SETTINGS.language,
  ) {
    const mainText = this.read(SAVE_KEY);
    const main = recoverSave(mainText, today);
    const backup = main.state === 'whole' ? main : recoverSave(this.read(BACKUP_KEY), today);
    const { data, losses, usedBackup } = withBackup(main, backup);
    const firstVisit = main.state === 'empty' && !usedBackup;
    this.current = firstVisit ? { ...data, settings: { ...data.settings, language: firstLanguage } } : data;
    const problems = describeLosses(losses, data.settings.language);
    if (usedBackup) problems.unshift(t('save.fromBackup', {}, data.settings.language));
    this.restoreProblems = problems;
    if (main.state === 'unusable' && mainText !== null) this.write(DAMAGED_KEY, mainText);
    if (main.state !== 'empty' || usedBackup) this.save();
  }

  get data(): SaveData {
    return this.current;
  }

  get problems(): readonly string[] {
    return this.storageProblem ? [...this.restoreProblems, this.storageProblem] : this.restoreProblems;
  }

  /** Whether the last read or write of the storage failed: progress then lives in memory only. */
  get storageProblem(): string | null {
    return this.storageFailed ? t('save.storage', {}, this.current.settings.language) : null;
  }

  update(change: (data: SaveData) => SaveData): void {
    this.current = change(this.current);
    this.save();
  }

  private save(): void {
    const text = JSON.stringify(this.current);
    // Only a save that reads back whole becomes the backup, so a bug that writes a bad part
    // cannot overwrite the last good copy.
    const whole = recoverSave(text).state === 'whole';
    if (!whole)
      console.error('Saving data that does not read back whole; the backup keeps the last good save.');
    let saved = this.write(SAVE_KEY, text);
    if (!saved) {
      // Out of room: the damaged copy is the one thing worth less than the progress itself.
      this.remove(DAMAGED_KEY);
      saved = this.write(SAVE_KEY, text);
    }
    if (saved && whole) this.write(BACKUP_KEY, text);
    this.storageFailed = !saved;
  }

  private read(key: string): string | null {
    if (!this.storage) {
      this.storageFailed = true;
      return null;
    }
    try {
      return this.storage.getItem(key);
    } catch {
      this.storageFailed = true;
      return null;
    }
  }

  private write(key: string, text: string): boolean {
    if (!this.storage) return false;
    try {
      this.storage.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to do: the write that follows reports the failure.
    }
  }
}

/** Storage in memory: for tests, and what the game falls back on when browser storage is missing. */
export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The first of the browser's preferred languages that the game speaks, by its main tag (pt-PT and pt-BR
 * are both pt, nl-BE is nl); English when it speaks none of them.
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const main = tag.toLowerCase().split('-')[0];
    const spoken = LANGUAGES.find((language) => language === main);
    if (spoken) return spoken;
  }
  return DEFAULT_SETTINGS.language;
}

/** The game's save store on localStorage; when the browser refuses storage, the game plays on in memory. */
export function browserSaves(): StorageSaveStore {
  let storage: KeyValueStorage | null;
  try {
    // Reading the property itself throws in some sandboxed frames and with storage disabled.
    storage = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    storage = null;
  }
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return new StorageSaveStore(storage, undefined, browserLanguage(tags));
}

/** A save store kept in memory, optionally starting from a save's text. */
export function memorySaves(text?: string): StorageSaveStore {
  const storage = new MemoryStorage();
  if (text !== undefined) storage.setItem(SAVE_KEY, text);
  return new StorageSaveStore(storage);
}
