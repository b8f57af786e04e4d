import { campaignLevels, type Campaign, type Level } from './level';
import type { Score } from './score';

/**
 * Campaign progress as pure functions over plain records; the game stores the records (see
 * src/game/save/schema.ts, which uses these types).
 */

/** A level's record: its best score from a won game, and how often it was played and won. */
export interface LevelRecord {
  readonly best: number;
  readonly wins: number;
  readonly plays: number;
}

export type LevelRecords = Readonly<Record<string, LevelRecord>>;

export const MEDALS = ['gold', 'silver', 'bronze'] as const;
export type Medal = (typeof MEDALS)[number];

/** Silver asks for this share of par (rounded up); any win below that is bronze. */
export const SILVER_SHARE = 0.75;

/**
 * The medal a won game's score earns: gold at or above par, silver from 75% of par (rounded up), bronze
 * for any other win. A level without par gives bronze for a win. A lost game earns nothing.
 */
export function medalFor(level: Pick<Level, 'par'>, score: number, won = true): Medal | null {
  if (!won) return null;
  if (level.par === undefined) return 'bronze';
  if (score >= level.par) return 'gold';
  if (score >= Math.ceil(level.par * SILVER_SHARE)) return 'silver';
  return 'bronze';
}

/**
 * The scores that earn gold (par) and silver on a level, for the player to aim at; bronze is any win.
 * Null for a level without par, where any win is bronze.
 */
export function medalScores(level: Pick<Level, 'par'>): { gold: number; silver: number } | null {
  if (level.par === undefined) return null;
  return { gold: level.par, silver: Math.ceil(level.par * SILVER_SHARE) };
}

/** The medal a level's record holds (from its best won score), or null while it is not won. */
export const recordMedal = (level: Pick<Level, 'par'>, record: LevelRecord | undefined): Medal | null =>
  record && record.wins > 0 ? medalFor(level, record.best) : null;

export const isWon = (records: LevelRecords, id: string): boolean => (records[id]?.wins ?? 0) > 0;

/**
 * The level still to win before `id` opens, or null when `id` is open (or not in the campaign): level 1
 * is always open, every other level once the level before it (in play order) is won.
 */
export function levelToWinFirst(campaign: Campaign, records: LevelRecords, id: string): string | null {
  const levels = campaignLevels(campaign);
  const index = levels.findIndex((level) => level.id === id);
  if (index <= 0) return null;
  const before = levels[index - 1].id;
  return isWon(records, before) ? null : before;
}

export function isUnlocked(campaign: Campaign, records: LevelRecords, id: string): boolean {
  const known = campaignLevels(campaign).some((level) => level.id === id);
  return known && levelToWinFirst(campaign, records, id) === null;
}

/** The level after `id` in play order, or null after the last. */
export function nextLevel(campaign: Campaign, id: string): Level | null {
  const levels = campaignLevels(campaign);
  const index = levels.findIndex((level) => level.id === id);
  return index >= 0 && index + 1 < levels.length ? levels[index + 1] : null;
}

/** The first level not won yet that is open: where "Continue" takes the player. */
export function frontier(campaign: Campaign, records: LevelRecords): Level | null {
  return (
    campaignLevels(campaign).find(
      (level) => !isWon(records, level.id) && isUnlocked(campaign, records, level.id),
    ) ?? null
  );
}

export interface LevelResult {
  readonly records: LevelRecords;
  /** The won game beat the level's best score (the first win always does). */
  readonly newBest: boolean;
  /** The best before this game, 0 if never won. */
  readonly previousBest: number;
  readonly medal: Medal | null;
  /** The level this win opened, if it was locked before. */
  readonly unlocked: Level | null;
}

/** Records a finished game on a level: plays, wins and the best score of a won game. */
export function recordResult(
  campaign: Campaign,
  records: LevelRecords,
  level: Level,
  score: Score,
): LevelResult {
  const before = records[level.id] ?? { best: 0, wins: 0, plays: 0 };
  const firstWin = score.won && before.wins === 0;
  const newBest = score.won && (firstWin || score.total > before.best);
  const record: LevelRecord = {
    best: newBest ? score.total : before.best,
    wins: before.wins + (score.won ? 1 : 0),
    plays: before.plays + 1,
  };
  const next = nextLevel(campaign, level.id);
  const unlocked = next && !isUnlocked(campaign, records, next.id) && score.won ? next : null;
  return {
    records: { ...records, [level.id]: record },
    newBest,
    previousBest: before.wins > 0 ? before.best : 0,
    medal: medalFor(level, score.total, score.won),
    unlocked,
  };
}

/** The campaign total: the sum of the best scores of the campaign's won levels. */
export function campaignTotal(campaign: Campaign, records: LevelRecords): number {
  return campaignLevels(campaign).reduce(
    (total, level) => total + (isWon(records, level.id) ? records[level.id].best : 0),
    0,
  );
}

export interface WorldProgress {
  readonly won: number;
  readonly levels: number;
  readonly medals: Readonly<Record<Medal, number>>;
}

/** How far a world (or, with every level, the campaign) has come: levels won and medals held. */
export function progressOf(levels: readonly Level[], records: LevelRecords): WorldProgress {
  const medals: Record<Medal, number> = { gold: 0, silver: 0, bronze: 0 };
  let won = 0;
  for (const level of levels) {
    const medal = recordMedal(level, records[level.id]);
    if (medal) {
      medals[medal]++;
      won++;
    }
  }
  return { won, levels: levels.length, medals };
}
