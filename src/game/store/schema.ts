import type { ArcadeEntry, ArcadeRunState } from '../../core/arcade';
import type { LevelRecord } from '../../core/progression';
import type { WorldRecords } from './world-save';
import type { Settings } from '../base/settings';
import type { MyBoard } from './my-boards';
import type { KeptGame } from './my-games';
import type { SavedGame } from './saved-game';

/**
 * Everything the game keeps across visits, stored under one versioned key. Plain JSON data only. Each
 * part has its valibot schema beside its reader (settings in base/settings.ts, the game on the board in
 * saved-game.ts, kept boards and games in my-boards.ts and my-games.ts, the world queue in
 * world-save.ts, records and the arcade in recover.ts), its type inferred from it; recover.ts reads
 * every part on load and keeps what validates.
 */
export const SAVE_VERSION = 1;

/** How a game was started: a campaign level, the arcade run, or Versus (free play, one or two players). */
export const GAME_MODES = ['level', 'arcade', 'versus'] as const;
export type GameMode = (typeof GAME_MODES)[number];
// Level records and the arcade's parts are defined in core, where progression and the arcade run use them.
export type { LevelRecord } from '../../core/progression';
export type { ArcadeEntry, ArcadeRunState } from '../../core/arcade';
export type { SavedGame } from './saved-game';

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
