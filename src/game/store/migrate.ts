import { isRecord } from '../../core/json-text';
import { DEFAULT_SETTINGS } from '../base/settings';

/**
 * Saves from before versioning (call them v0): the prototype kept levels as "world-level" keys with a
 * bare best score, options with a 0–100 volume and a sound switch, and high scores with a free-text
 * name. This turns one into the v1 shape; `recoverSave` then validates it like any other save, so a
 * broken v0 part is dropped and reported the same way.
 */
export interface SaveV0 {
  /** `"1-3"` (world 1, level 3) → best score; 0 means played but not won. */
  readonly progress?: Readonly<Record<string, unknown>>;
  /** Highest level opened; v1 derives unlocks from wins, so it is not carried over. */
  readonly unlocked?: unknown;
  readonly options?: { readonly sound?: unknown; readonly volume?: unknown; readonly fast?: unknown };
  readonly hiscores?: readonly { readonly name?: unknown; readonly score?: unknown }[];
}

/** A v0 save has no version (or version 0) and at least one of its known parts. */
export function isSaveV0(json: unknown): json is SaveV0 {
  if (!isRecord(json)) return false;
  if (json.version !== undefined && json.version !== 0) return false;
  return 'progress' in json || 'options' in json || 'hiscores' in json;
}

/** The v1 level id of a v0 key: `"1-3"` → `w1-03`; anything else is kept as it was, to fail validation. */
export const levelIdFromV0 = (key: string): string => {
  const match = /^(\d)-(\d{1,2})$/.exec(key);
  return match ? `w${match[1]}-${match[2].padStart(2, '0')}` : key;
};

/**
 * The v1 shape of a v0 save (not yet validated). `today` dates the migrated high scores, which v0 did
 * not date.
 */
export function migrateV0(save: SaveV0, today: string): Record<string, unknown> {
  const levels: Record<string, unknown> = {};
  if (isRecord(save.progress)) {
    for (const [key, best] of Object.entries(save.progress)) {
      levels[levelIdFromV0(key)] =
        typeof best === 'number' && best > 0 ? { best, wins: 1, plays: 1 } : { best, wins: 0, plays: 1 };
    }
  }
  // v0 had no colour or language choice: those start at their defaults, which is no loss to report.
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const options = isRecord(save.options) ? save.options : {};
  if (typeof options.sound === 'boolean') settings.muted = !options.sound;
  if (typeof options.volume === 'number') settings.effectsVolume = options.volume / 100;
  if (typeof options.fast === 'boolean') settings.animationSpeed = options.fast ? 'fast' : 'normal';
  const arcadeTable = Array.isArray(save.hiscores)
    ? save.hiscores.map((entry) => ({
        initials: typeof entry?.name === 'string' ? entry.name.trim().toUpperCase() : entry?.name,
        score: entry?.score,
        cleared: 0,
        date: today,
      }))
    : [];
  return { version: 1, settings, levels, arcadeTable, arcadeRun: null, current: null };
}
