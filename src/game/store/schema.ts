import type { Ruleset } from '../../core';
import type { ArcadeEntry, ArcadeRunState } from '../../core/arcade';
import type { LevelRecord } from '../../core/progression';
import type { WorldRecords } from './world-save';
import type { Settings } from '../base/settings';
import type { MyBoard } from './my-boards';
import type { KeptGame } from './my-games';

/**
 * Everything the game keeps across visits, stored under one versioned key. Plain JSON data only.
 * The parser in this folder validates each part on load and recovers what it can.
 */
export const SAVE_VERSION = 1;

/** How a game was started: a campaign level, the arcade run, or Versus (free play, one or two players). */
export const GAME_MODES = ['level', 'arcade', 'versus'] as const;
export type GameMode = (typeof GAME_MODES)[number];
// Level records and the arcade's parts are defined in core, where progression and the arcade run use them.
export type { LevelRecord } from '../../core/progression';
export type { ArcadeEntry, ArcadeRunState } from '../../core/arcade';

/** The game on the board, saved after every move so a reload resumes it exactly. */
export interface SavedGame {
  readonly mode: GameMode;
  readonly levelId: string | null;
  readonly rules: Ruleset;
  /** Start position as FEN, and the moves played as move text. */
  readonly start: string;
  readonly moves: readonly string[];
  /** Computer opponent strength (1–10) playing `o`, or null for two players on one device. */
  readonly opponent: number | null;
  readonly seed: number;
  /** A locked level opened by a link: played for practice, nothing recorded (absent: a real game). */
  readonly practice?: true;
  /** The computer's fallback move fired in this game: it cannot be replayed, so it is never sent to the world. */
  readonly fallback?: true;
}

export interface SaveData {
  readonly version: typeof SAVE_VERSION;
  readonly settings: Settings;
  /** By level id. */
  readonly levels: Readonly<Record<string, LevelRecord>>;
  /** The arcade top 10, best first. */
  readonly arcadeTable: readonly ArcadeEntry[];
  readonly arcadeRun: ArcadeRunState | null;
  readonly current: SavedGame | null;
  /** Boards drawn in the editor and kept, newest first (missing in older saves: none). */
  readonly myBoards?: readonly MyBoard[];
  /** Kept boards that no longer read as boards, as their raw text: shown, never silently dropped. */
  readonly setAsideBoards?: readonly string[];
  /** Finished games kept for replay, newest first, at most 50 (missing in older saves: none). */
  readonly myGames?: readonly KeptGame[];
  /** Kept games that no longer read as games, as their raw text: counted, never silently dropped. */
  readonly setAsideGames?: readonly string[];
  /** World leaderboard records waiting to be sent or answered, and the arcade run's games (missing: none). */
  readonly world?: WorldRecords;
}
