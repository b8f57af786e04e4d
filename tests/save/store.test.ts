import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BACKUP_KEY,
  browserLanguage,
  browserSaves,
  DAMAGED_KEY,
  MemoryStorage,
  memorySaves,
  SAVE_KEY,
  StorageSaveStore,
} from '../../src/game/store/StorageSaveStore';
import { t } from '../../src/game/base/i18n';
import { emptySave } from '../../src/game/store/recover';

const STORAGE_UNAVAILABLE = t('save.storage', {}, 'en');
import type { SaveData } from '../../src/game/store/schema';

const win = (data: SaveData): SaveData => ({
  ...data,
  levels: { ...data.levels, 'w1-01': { best: 40, wins: 1, plays: 1 } },
});

/** A storage that fails the way browsers do, on the calls chosen. */
class FailingStorage extends MemoryStorage {
  failReads = false;
  failWrites = false;
  /** Writes fail once the stored text would pass this many characters (a quota). */
  quota = Infinity;

  override getItem(key: string): string | null {
    if (this.failReads) throw new Error('SecurityError: storage is disabled');
    return super.getItem(key);
  }

  override setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.quota) throw new Error('QuotaExceededError');
    super.setItem(key, value);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the save store', () => {
  it('writes every change at once and reads it back in a new session', () => {
    const storage = new MemoryStorage();
    const first = new StorageSaveStore(storage);
    expect(first.data).toEqual(emptySave());
    first.update(win);
    const second = new StorageSaveStore(storage);
    expect(second.data.levels['w1-01']).toEqual({ best: 40, wins: 1, plays: 1 });
    expect(second.problems).toEqual([]);
    expect(storage.getItem(BACKUP_KEY)).toBe(storage.getItem(SAVE_KEY));
  });

  it('restores from the backup when the main save is corrupt, and keeps the corrupt text aside', () => {
    const storage = new MemoryStorage();
    new StorageSaveStore(storage).update(win);
    storage.setItem(SAVE_KEY, '{"version":1,"sett');
    const store = new StorageSaveStore(storage);
    expect(store.data.levels['w1-01']?.best).toBe(40);
    expect(store.problems).toEqual(['Part of your save was damaged; it was restored from the backup copy.']);
    expect(storage.getItem(DAMAGED_KEY)).toBe('{"version":1,"sett');
    expect(JSON.parse(storage.getItem(SAVE_KEY) ?? '')).toEqual(store.data);
  });

  it('tells the player what neither copy could restore', () => {
    const store = memorySaves('not json');
    expect(store.data).toEqual(emptySave());
    expect(store.problems).toEqual([
      'Your saved progress could not be restored: the save is damaged (it is not readable data).',
    ]);
  });

  it('never lets a bad write replace the last good backup', () => {
    const storage = new MemoryStorage();
    const store = new StorageSaveStore(storage);
    store.update(win);
    const good = storage.getItem(BACKUP_KEY);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    store.update((data) => ({ ...data, levels: { 'w1-01': { best: -1, wins: 0, plays: 0 } } }));
    expect(spy).toHaveBeenCalled();
    expect(storage.getItem(BACKUP_KEY)).toBe(good);
    expect(new StorageSaveStore(storage).data.levels['w1-01']?.best).toBe(40);
  });

  it('plays on in memory when every write fails (quota, private mode)', () => {
    const storage = new FailingStorage();
    storage.failWrites = true;
    const store = new StorageSaveStore(storage);
    expect(() => store.update(win)).not.toThrow();
    expect(store.data.levels['w1-01']?.best).toBe(40);
    expect(store.storageProblem).toBe(STORAGE_UNAVAILABLE);
    expect(store.problems).toContain(STORAGE_UNAVAILABLE);
    storage.failWrites = false;
    store.update((data) => data);
    expect(store.storageProblem).toBeNull();
    expect(new StorageSaveStore(storage).data.levels['w1-01']?.best).toBe(40);
  });

  it('plays on in memory when reading throws', () => {
    const storage = new FailingStorage();
    storage.failReads = true;
    const store = new StorageSaveStore(storage);
    expect(store.data).toEqual(emptySave());
    expect(() => store.update(win)).not.toThrow();
    expect(store.data.levels['w1-01']?.best).toBe(40);
  });

  it('frees the damaged copy when the quota is tight', () => {
    const storage = new FailingStorage();
    storage.setItem(SAVE_KEY, 'x'.repeat(900));
    storage.quota = 2000;
    const store = new StorageSaveStore(storage);
    store.update(win);
    expect(JSON.parse(storage.getItem(SAVE_KEY) ?? '')).toEqual(store.data);
    expect(store.storageProblem).toBeNull();
  });

  it('tells the player in the language of the save', () => {
    const storage = new MemoryStorage();
    new StorageSaveStore(storage).update((data) => ({
      ...data,
      settings: { ...data.settings, language: 'nl' },
    }));
    const saved = JSON.parse(storage.getItem(SAVE_KEY) ?? '');
    saved.current = { mode: 'level' };
    storage.setItem(SAVE_KEY, JSON.stringify(saved));
    storage.removeItem(BACKUP_KEY);
    expect(new StorageSaveStore(storage).problems).toEqual(['Het lopende spel kon niet worden hersteld.']);
  });

  it('works without localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    const store = browserSaves();
    store.update(win);
    expect(store.data.levels['w1-01']?.best).toBe(40);
    expect(store.storageProblem).toBe(STORAGE_UNAVAILABLE);
  });

  it('uses localStorage when the browser has it', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    browserSaves().update(win);
    expect(JSON.parse(storage.getItem(SAVE_KEY) ?? '').levels['w1-01'].best).toBe(40);
  });
});

describe('the language of a first visit', () => {
  it.each([
    [['pt-PT', 'en'], 'pt'],
    [['pt-BR'], 'pt'],
    [['nl-BE', 'pt'], 'nl'],
    [['de-DE', 'NL'], 'nl'],
    [['fr', 'de'], 'en'],
    [[], 'en'],
  ] as const)('is the first the browser prefers that the game speaks: %j → %s', (tags, language) => {
    expect(browserLanguage(tags)).toBe(language);
  });

  it('starts a save with no copy in that language, and never overrides a save that has one', () => {
    const storage = new MemoryStorage();
    expect(new StorageSaveStore(storage, undefined, 'pt').data.settings.language).toBe('pt');
    new StorageSaveStore(storage).update(win);
    expect(new StorageSaveStore(storage, undefined, 'nl').data.settings.language).toBe('en');
  });
});
