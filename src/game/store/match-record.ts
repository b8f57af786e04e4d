import { afterGame, startRun, type RunStep } from '../../core/arcade';
import { campaignLevels, type Campaign, type Level } from '../../core/level';
import { nextLevel, recordResult, type Medal } from '../../core/progression';
import type { Score } from '../../core';
import type { ArcadeRunState, GameMode, SaveData } from './schema';
import type { WorldNote } from './world-record';

/** What a finished game changed in the save, for the Result screen. */
export interface GameRecord {
  readonly data: SaveData;
  readonly newBest: boolean;
  /** The level's best score after this game (0 while it is not won). */
  readonly best: number;
  readonly medal: Medal | null;
  /** The next campaign level when this game was won, else null. */
  readonly nextLevelId: string | null;
  readonly arcade: {
    readonly run: ArcadeRunState;
    readonly step: RunStep;
    readonly ended: boolean;
    /** Lives this game won back (a world's boss beaten, or the run's total passing a life's mark). */
    readonly livesBack: number;
  } | null;
  /** What became of the game for the world tables (src/game/world), when anything did. */
  readonly world?: WorldNote;
}

/**
 * Writes a finished game into the save with core's rules: the game in progress is cleared, a campaign or
 * arcade level records its play, win and best score, and an arcade run moves on, loses a life or ends.
 * A Versus game keeps no score.
 */
export function recordGame(
  data: SaveData,
  campaign: Campaign,
  mode: GameMode,
  level: Level | null,
  score: Score,
): GameRecord {
  const cleared: SaveData = { ...data, current: null };
  if (!level || mode === 'versus') {
    return { data: cleared, newBest: false, best: 0, medal: null, nextLevelId: null, arcade: null };
  }
  const recorded = recordResult(campaign, data.levels, level, score);
  const levels = campaignLevels(campaign);
  const index = levels.findIndex((candidate) => candidate.id === level.id);
  const nextLevelId = score.won ? (nextLevel(campaign, level.id)?.id ?? null) : null;
  let next: SaveData = { ...cleared, levels: recorded.records };
  let arcade: GameRecord['arcade'] = null;
  if (mode === 'arcade') {
    // A run that went missing from the save restarts at this level rather than losing the game.
    const run: ArcadeRunState = data.arcadeRun ?? { ...startRun(), levelIndex: Math.max(0, index) };
    const after = afterGame(run, score, levels.length);
    arcade = { ...after, livesBack: Math.max(0, after.run.lives - run.lives) };
    next = { ...next, arcadeRun: after.ended ? null : after.run };
  }
  return {
    data: next,
    newBest: recorded.newBest,
    best: recorded.records[level.id].best,
    medal: recorded.medal,
    nextLevelId,
    arcade,
  };
}
