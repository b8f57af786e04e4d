import {
  ARCADE_MAX_LIVES,
  ARCADE_TABLE_SIZE,
  isInitials,
  type ArcadeEntry,
  type ArcadeRunState,
} from '../../core/arcade';
import { isRecord, readJson } from '../../core/json-text';
import { LEVEL_ID } from '../../core/level';
import type { LevelRecord } from '../../core/progression';
import { isSaveV0, migrateV0 } from './migrate';
import { readMyBoards } from './my-boards';
import { readMyGames } from './my-games';
import { readSavedGame } from './saved-game';
import { readWorldRecords } from './world-save';
import { SAVE_VERSION, type SaveData } from './schema';
import { ANIMATION_SPEEDS, DEFAULT_SETTINGS, LANGUAGES, type Settings } from '../base/settings';

/**
 * Reading a save back: never throws, keeps every part that validates, and lists what was lost so it can
 * be taken from the backup or told to the player.
 */

/** Sanity bounds: far above anything a real game reaches, low enough to catch garbage. */
export const LIMITS = {
  levelScore: 10_000,
  count: 10_000_000,
  arcadeScore: 1_000_000,
  levelIndex: 1_000,
} as const;

export const emptySave = (): SaveData => ({
  version: SAVE_VERSION,
  settings: DEFAULT_SETTINGS,
  levels: {},
  arcadeTable: [],
  arcadeRun: null,
  current: null,
});

/** Why a whole save was unusable: not JSON, not ours, or a version this game cannot read. */
export type WholeLoss =
  | { readonly reason: 'damaged' }
  | { readonly reason: 'foreign' }
  | { readonly reason: 'newer'; readonly version: number }
  | { readonly reason: 'unknown-version' };

/** What a save lost on the way back; empty lists and false mean nothing was. */
export interface Losses {
  /** Set when nothing in the text could be used, saying why. */
  readonly whole: WholeLoss | null;
  readonly settings: readonly (keyof Settings)[];
  /** Ids of level records dropped; `*` when the whole part was unreadable. */
  readonly levels: readonly string[];
  readonly arcadeEntries: number;
  /** The table itself was not a list. */
  readonly arcadeTable: boolean;
  readonly arcadeRun: boolean;
  readonly current: boolean;
}

export const NO_LOSSES: Losses = {
  whole: null,
  settings: [],
  levels: [],
  arcadeEntries: 0,
  arcadeTable: false,
  arcadeRun: false,
  current: false,
};

export interface Recovered {
  /** The save with every valid part, defaults where a part was lost. */
  readonly data: SaveData;
  /** `empty`: there was no save; `whole`: every part was intact; `partial`: some were lost; `unusable`. */
  readonly state: 'empty' | 'whole' | 'partial' | 'unusable';
  readonly losses: Losses;
  /** The text was an older version's save and was migrated. */
  readonly migrated: boolean;
}

const isCount = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
const isVolume = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

const SETTING_CHECKS: { readonly [K in keyof Settings]: (value: unknown) => boolean } = {
  effectsVolume: isVolume,
  musicVolume: isVolume,
  muted: (value) => typeof value === 'boolean',
  animationSpeed: (value) => (ANIMATION_SPEEDS as readonly unknown[]).includes(value),
  colourBlind: (value) => typeof value === 'boolean',
  language: (value) => (LANGUAGES as readonly unknown[]).includes(value),
};

function recoverSettings(value: unknown): { settings: Settings; lost: (keyof Settings)[] } {
  const source = isRecord(value) ? value : {};
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  const lost: (keyof Settings)[] = [];
  for (const key of Object.keys(SETTING_CHECKS) as (keyof Settings)[]) {
    if (SETTING_CHECKS[key](source[key])) settings[key] = source[key];
    else lost.push(key);
  }
  return { settings: settings as unknown as Settings, lost };
}

export function isLevelRecord(value: unknown): value is LevelRecord {
  if (!isRecord(value)) return false;
  const { best, wins, plays } = value;
  return (
    isCount(best, LIMITS.levelScore) &&
    isCount(wins, LIMITS.count) &&
    isCount(plays, LIMITS.count) &&
    wins <= plays &&
    (wins > 0 || best === 0)
  );
}

function recoverLevels(value: unknown): { levels: Record<string, LevelRecord>; lost: string[] } {
  if (!isRecord(value)) return { levels: {}, lost: ['*'] };
  const levels: Record<string, LevelRecord> = {};
  const lost: string[] = [];
  for (const [id, record] of Object.entries(value)) {
    if (LEVEL_ID.test(id) && isLevelRecord(record))
      levels[id] = { best: record.best, wins: record.wins, plays: record.plays };
    else lost.push(LEVEL_ID.test(id) ? id : JSON.stringify(id.slice(0, 20)));
  }
  return { levels, lost };
}

export function isArcadeEntry(value: unknown): value is ArcadeEntry {
  if (!isRecord(value)) return false;
  const { initials, score, cleared, date } = value;
  return (
    isInitials(initials) &&
    isCount(score, LIMITS.arcadeScore) &&
    isCount(cleared, LIMITS.levelIndex) &&
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}/.test(date) &&
    Number.isFinite(Date.parse(date))
  );
}

/** Valid entries, best first (a stable sort keeps the older of equal scores ahead), the top 10. */
export function recoverArcadeTable(value: unknown): {
  table: ArcadeEntry[];
  lost: number;
  unreadable: boolean;
} {
  if (!Array.isArray(value)) return { table: [], lost: 0, unreadable: true };
  const valid = value
    .filter(isArcadeEntry)
    .map(({ initials, score, cleared, date }) => ({ initials, score, cleared, date }));
  const table = [...valid].sort((a, b) => b.score - a.score).slice(0, ARCADE_TABLE_SIZE);
  return { table, lost: value.length - valid.length, unreadable: false };
}

export function isArcadeRun(value: unknown): value is ArcadeRunState {
  if (!isRecord(value)) return false;
  const { levelIndex, lives, score, cleared } = value;
  return (
    isCount(levelIndex, LIMITS.levelIndex) &&
    isCount(lives, ARCADE_MAX_LIVES) &&
    lives > 0 &&
    isCount(score, LIMITS.arcadeScore) &&
    isCount(cleared, LIMITS.levelIndex) &&
    cleared <= levelIndex
  );
}

const unusable = (whole: WholeLoss): Recovered => ({
  data: emptySave(),
  state: 'unusable',
  losses: { ...NO_LOSSES, whole },
  migrated: false,
});

/** Reads a save's text (null when there is none), migrating an older version and recovering each part. */
export function recoverSave(text: string | null, today = new Date().toISOString().slice(0, 10)): Recovered {
  if (text === null) return { data: emptySave(), state: 'empty', losses: NO_LOSSES, migrated: false };
  const read = readJson(text);
  if (!read.ok) return unusable({ reason: 'damaged' });
  let json = read.value;
  let migrated = false;
  if (isSaveV0(json)) {
    json = migrateV0(json, today);
    migrated = true;
  }
  if (!isRecord(json) || !('version' in json)) return unusable({ reason: 'foreign' });
  if (json.version !== SAVE_VERSION) {
    return unusable(
      typeof json.version === 'number' && json.version > SAVE_VERSION
        ? { reason: 'newer', version: json.version }
        : { reason: 'unknown-version' },
    );
  }
  const settings = recoverSettings(json.settings);
  const levels = recoverLevels(json.levels);
  const arcade = recoverArcadeTable(json.arcadeTable);
  // No run and no game are normal states: a missing entry means the same as null.
  const runOk = json.arcadeRun === null || json.arcadeRun === undefined || isArcadeRun(json.arcadeRun);
  const current = json.current === null || json.current === undefined ? null : readSavedGame(json.current);
  const currentOk = current === null || current.ok;
  const losses: Losses = {
    whole: null,
    settings: settings.lost,
    levels: levels.lost,
    arcadeEntries: arcade.lost,
    arcadeTable: arcade.unreadable,
    arcadeRun: !runOk,
    current: !currentOk,
  };
  const run = runOk && json.arcadeRun ? (json.arcadeRun as ArcadeRunState) : null;
  const data: SaveData = {
    version: SAVE_VERSION,
    settings: settings.settings,
    levels: levels.levels,
    arcadeTable: arcade.table,
    arcadeRun: run
      ? { levelIndex: run.levelIndex, lives: run.lives, score: run.score, cleared: run.cleared }
      : null,
    current: current?.ok ? current.value.saved : null,
    ...keptBoards(json.myBoards, json.setAsideBoards),
    ...keptGames(json.myGames, json.setAsideGames),
    ...keptWorld(json.world),
  };
  return { data, state: hasLosses(losses) ? 'partial' : 'whole', losses, migrated };
}

/** The save's kept boards and those set aside; a save without any leaves both out. */
function keptBoards(value: unknown, setAside: unknown): Pick<SaveData, 'myBoards' | 'setAsideBoards'> {
  const { boards, setAside: aside } = readMyBoards(value, setAside);
  return {
    ...(boards.length > 0 ? { myBoards: boards } : {}),
    ...(aside.length > 0 ? { setAsideBoards: aside } : {}),
  };
}

/** The save's kept games and those set aside; a save without any leaves both out. */
function keptGames(value: unknown, setAside: unknown): Pick<SaveData, 'myGames' | 'setAsideGames'> {
  const { games, setAside: aside } = readMyGames(value, setAside);
  return {
    ...(games.length > 0 ? { myGames: games } : {}),
    ...(aside.length > 0 ? { setAsideGames: aside } : {}),
  };
}

/** The save's world records, damaged entries set aside inside them; a save without any leaves them out. */
function keptWorld(value: unknown): Pick<SaveData, 'world'> {
  const world = readWorldRecords(value);
  return world ? { world } : {};
}

export const hasLosses = (losses: Losses): boolean =>
  losses.whole !== null ||
  losses.settings.length > 0 ||
  losses.levels.length > 0 ||
  losses.arcadeEntries > 0 ||
  losses.arcadeTable ||
  losses.arcadeRun ||
  losses.current;

const entryKey = (entry: ArcadeEntry): string =>
  `${entry.initials}|${entry.score}|${entry.cleared}|${entry.date}`;

/**
 * The main save with each lost part taken from the backup where the backup has it, or the backup
 * whole when the main save is missing or unusable. Reports what is still lost after that.
 */
export function withBackup(
  main: Recovered,
  backup: Recovered,
): { data: SaveData; losses: Losses; usedBackup: boolean } {
  const backupUsable = backup.state === 'whole' || backup.state === 'partial';
  if (main.state === 'whole' || !backupUsable)
    return { data: main.data, losses: main.losses, usedBackup: false };
  if (main.state === 'empty' || main.state === 'unusable') {
    return { data: backup.data, losses: backup.losses, usedBackup: true };
  }
  const lost = main.losses;
  const settings: Record<string, unknown> = { ...main.data.settings };
  const settingsLost = lost.settings.filter((key) => {
    if (backup.losses.settings.includes(key)) return true;
    settings[key] = backup.data.settings[key];
    return false;
  });
  const levels: Record<string, LevelRecord> = { ...main.data.levels };
  let levelsLost: string[];
  if (lost.levels.includes('*')) {
    Object.assign(levels, backup.data.levels);
    levelsLost = [...backup.losses.levels];
  } else {
    levelsLost = lost.levels.filter((id) => {
      const record = backup.data.levels[id];
      if (record) levels[id] = record;
      return !record;
    });
  }
  let table = main.data.arcadeTable;
  let entriesLost = lost.arcadeEntries;
  let tableLost = lost.arcadeTable;
  let entriesTaken = 0;
  if (entriesLost > 0 || tableLost) {
    const known = new Set(table.map(entryKey));
    const added = backup.data.arcadeTable.filter((entry) => !known.has(entryKey(entry)));
    table = recoverArcadeTable([...table, ...added]).table;
    entriesTaken = added.length;
    entriesLost = Math.max(0, entriesLost - added.length);
    tableLost = tableLost && backup.losses.arcadeTable;
  }
  const runFromBackup = lost.arcadeRun && backup.data.arcadeRun !== null;
  const gameFromBackup = lost.current && backup.data.current !== null;
  const losses: Losses = {
    whole: null,
    settings: settingsLost,
    levels: levelsLost,
    arcadeEntries: entriesLost,
    arcadeTable: tableLost,
    arcadeRun: lost.arcadeRun && !runFromBackup,
    current: lost.current && !gameFromBackup,
  };
  const data: SaveData = {
    ...main.data,
    settings: settings as unknown as Settings,
    levels,
    arcadeTable: table,
    arcadeRun: runFromBackup ? backup.data.arcadeRun : main.data.arcadeRun,
    current: gameFromBackup ? backup.data.current : main.data.current,
  };
  const usedBackup =
    settingsLost.length < lost.settings.length ||
    Object.keys(levels).length > Object.keys(main.data.levels).length ||
    entriesTaken > 0 ||
    runFromBackup ||
    gameFromBackup;
  return { data, losses, usedBackup };
}
