import * as v from 'valibot';
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
import { t, tCount } from '../base/i18n';
import {
  DEFAULT_SETTINGS,
  SETTING_SCHEMAS,
  SettingsSchema,
  type Language,
  type Settings,
} from '../base/settings';
import { isSaveV0, migrateV0 } from './migrate';
import { readMyBoards } from './my-boards';
import { readMyGames } from './my-games';
import { readSavedGame } from './saved-game';
import { readWorldRecords } from './world-save';
import { SAVE_VERSION, type SaveData } from './schema';

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

const count = (max: number) => v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max));

/** A campaign level's record: a best score only once the level is won, never more wins than plays. */
const LevelRecordSchema = v.pipe(
  v.object({ best: count(LIMITS.levelScore), wins: count(LIMITS.count), plays: count(LIMITS.count) }),
  v.check((record) => record.wins <= record.plays && (record.wins > 0 || record.best === 0)),
) satisfies v.GenericSchema<unknown, LevelRecord>;

/** One line of the arcade's high-score table, dated (YYYY-MM-DD first). */
const ArcadeEntrySchema = v.object({
  initials: v.custom<string>(isInitials),
  score: count(LIMITS.arcadeScore),
  cleared: count(LIMITS.levelIndex),
  date: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}/),
    v.check((date) => Number.isFinite(Date.parse(date))),
  ),
}) satisfies v.GenericSchema<unknown, ArcadeEntry>;

/** The arcade run in progress: alive, and no more levels cleared than reached. */
const ArcadeRunSchema = v.pipe(
  v.object({
    levelIndex: count(LIMITS.levelIndex),
    lives: v.pipe(count(ARCADE_MAX_LIVES), v.minValue(1)),
    score: count(LIMITS.arcadeScore),
    cleared: count(LIMITS.levelIndex),
  }),
  v.check((run) => run.cleared <= run.levelIndex),
) satisfies v.GenericSchema<unknown, ArcadeRunState>;

const SETTING_NAMES = Object.keys(SETTING_SCHEMAS) as (keyof Settings)[];

/** Each setting that validates, the default for each that does not (named in `lost`). */
function recoverSettings(value: unknown): { settings: Settings; lost: (keyof Settings)[] } {
  const source = isRecord(value) ? value : {};
  const lost = SETTING_NAMES.filter((name) => !v.is(SETTING_SCHEMAS[name], source[name]));
  const kept = Object.fromEntries(
    SETTING_NAMES.filter((name) => !lost.includes(name)).map((name) => [name, source[name]]),
  );
  const read = v.safeParse(SettingsSchema, { ...DEFAULT_SETTINGS, ...kept });
  return read.success ? { settings: read.output, lost } : { settings: DEFAULT_SETTINGS, lost: SETTING_NAMES };
}

function recoverLevels(value: unknown): { levels: Record<string, LevelRecord>; lost: string[] } {
  if (!isRecord(value)) return { levels: {}, lost: ['*'] };
  const levels: Record<string, LevelRecord> = {};
  const lost: string[] = [];
  for (const [id, record] of Object.entries(value)) {
    const read = v.safeParse(LevelRecordSchema, record);
    if (LEVEL_ID.test(id) && read.success) levels[id] = read.output;
    else lost.push(LEVEL_ID.test(id) ? id : JSON.stringify(id.slice(0, 20)));
  }
  return { levels, lost };
}

/** Valid entries, best first (a stable sort keeps the older of equal scores ahead), the top 10. */
function recoverArcadeTable(value: unknown): { table: ArcadeEntry[]; lost: number; unreadable: boolean } {
  if (!Array.isArray(value)) return { table: [], lost: 0, unreadable: true };
  const valid = value.flatMap((entry) => {
    const read = v.safeParse(ArcadeEntrySchema, entry);
    return read.success ? [read.output] : [];
  });
  const table = [...valid].sort((a, b) => b.score - a.score).slice(0, ARCADE_TABLE_SIZE);
  return { table, lost: value.length - valid.length, unreadable: false };
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
  const noRun = json.arcadeRun === null || json.arcadeRun === undefined;
  const run = noRun ? null : v.safeParse(ArcadeRunSchema, json.arcadeRun);
  const runOk = run === null || run.success;
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
  const data: SaveData = {
    version: SAVE_VERSION,
    settings: settings.settings,
    levels: levels.levels,
    arcadeTable: arcade.table,
    arcadeRun: run?.success ? run.output : null,
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
  const settingsLost = lost.settings.filter((key) => backup.losses.settings.includes(key));
  const fromBackup = lost.settings.filter((key) => !settingsLost.includes(key));
  const settings: Settings = {
    ...main.data.settings,
    ...Object.fromEntries(fromBackup.map((key) => [key, backup.data.settings[key]])),
  };
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
    settings,
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

/** What was lost, one sentence per part, in the given language (the save's own). */
export function describeLosses(losses: Losses, language: Language = 'en'): string[] {
  const lines: string[] = [];
  if (losses.whole) {
    const version = losses.whole.reason === 'newer' ? losses.whole.version : 0;
    const why = t(`save.why.${losses.whole.reason}`, { version }, language);
    lines.push(t('save.whole', { why }, language));
  }
  if (losses.settings.length > 0) {
    const names = losses.settings.map((key) => t(`save.setting.${key}`, {}, language)).join(', ');
    lines.push(t('save.settings', { names }, language));
  }
  if (losses.levels.includes('*')) lines.push(t('save.levels.all', {}, language));
  else if (losses.levels.length > 0) {
    const ids = losses.levels.slice(0, 5).join(', ') + (losses.levels.length > 5 ? ', …' : '');
    lines.push(tCount('save.levels', losses.levels.length, { ids }, language));
  }
  if (losses.arcadeTable) lines.push(t('save.arcadeTable', {}, language));
  if (losses.arcadeEntries > 0) lines.push(tCount('save.arcadeEntries', losses.arcadeEntries, {}, language));
  if (losses.arcadeRun) lines.push(t('save.arcadeRun', {}, language));
  if (losses.current) lines.push(t('save.current', {}, language));
  return lines;
}
