import type { Result } from '../../core/result';
import type { RatingStore } from './rating-store';
import type { WorldStore } from './world-store';

/**
 * What the club keeps: guest players and every online game, move for move. Rooms and the HTTP routes
 * use only this interface; `openClubStore` (store.ts) backs it with PGlite in a data folder or with a
 * PostgreSQL server when DATABASE_URL is set. All times are epoch milliseconds from the server's clock.
 */
export interface ClubPlayer {
  readonly id: string;
  /** As the player typed it. */
  readonly name: string;
  /** Case- and look-alike-folded name; unique across the club. */
  readonly nameKey: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
}

export interface TimeControl {
  /** Starting time per side, in ms. */
  readonly initialMs: number;
  /** Added after each move, in ms. */
  readonly incrementMs: number;
}

export interface StoredMove {
  /** 1-based: the first move of the game is ply 1. */
  readonly ply: number;
  /** Move text, in the game's own words (Ataxx: `g2`, `a7c5`, `0000` for a pass). */
  readonly move: string;
  /** The mover's remaining clock after the move and its increment, or null in an untimed game. */
  readonly clockMs: number | null;
  readonly at: number;
}

export type GameResult = 'x' | 'o' | 'draw' | 'aborted';

/** A game's end: who won and why (the club's `resign`, `flag`, `abandon`, `agreement`, `aborted`, or the game's own: Ataxx's `board-full`…). */
export interface GameEnd {
  readonly result: GameResult;
  readonly reason: string;
  readonly endedAt: number;
}

export interface NewClubGame {
  readonly id: string;
  readonly x: { readonly id: string; readonly name: string };
  readonly o: { readonly id: string; readonly name: string };
  /** The game's name in the registry (core/games.ts): `ataxx`. */
  readonly game: string;
  /** Start position, as the game writes positions (Ataxx: FEN). */
  readonly start: string;
  /** The variant it is played under, one of the game's `variants` (Ataxx: `arcade`, `classic`). */
  readonly rules: string;
  /** null: untimed. */
  readonly timeControl: TimeControl | null;
  readonly rated: boolean;
  readonly startedAt: number;
  /** The invite code of the room it was played in (rematches share it); absent for games kept without one. */
  readonly code?: string;
}

export interface StoredGame extends NewClubGame {
  readonly moves: readonly StoredMove[];
  readonly end: GameEnd | null;
}

/** Players, games, (through RatingStore) ratings and (through `world`) the world leaderboards. */
export interface ClubStore extends RatingStore {
  /** World records and the world tables (world-store.ts). */
  readonly world: WorldStore;
  /** Creates a guest; fails with 'taken' when another player holds the same nameKey. */
  createPlayer(player: ClubPlayer): Promise<Result<ClubPlayer, 'taken'>>;
  playerById(id: string): Promise<ClubPlayer | null>;
  playerByNameKey(nameKey: string): Promise<ClubPlayer | null>;
  touchPlayer(id: string, at: number): Promise<void>;
  /** Sets or replaces the player's password hash (never a password as typed); false when no such player. */
  setPassword(playerId: string, hash: string): Promise<boolean>;
  /** The player's password hash, or null when they have none (a guest) or there is no such player. */
  passwordOf(playerId: string): Promise<string | null>;
  /** The player's token version (every token names the one it was issued under), or null: no such player. */
  tokenVersionOf(playerId: string): Promise<number | null>;
  /** Raises the player's token version, so every token issued before is refused; the new one, or null. */
  revokeTokens(playerId: string): Promise<number | null>;
  createGame(game: NewClubGame): Promise<void>;
  /** Appends one move; a ply already stored is ignored (idempotent), so a retried write never doubles it. */
  appendMove(gameId: string, move: StoredMove): Promise<void>;
  /**
   * Replaces the game's moves from ply `from` on with `moves` (which start at `from`), in one step: a
   * takeback, or a game opened again after a restart, so the stored game is the one the players saw.
   */
  replaceMoves(gameId: string, from: number, moves: readonly StoredMove[]): Promise<void>;
  /** Records the end once; a second call for the same game is ignored. */
  finishGame(gameId: string, end: GameEnd): Promise<void>;
  gameById(id: string): Promise<StoredGame | null>;
  /** The id of the newest kept game played under invite `code` (the last of its rematches), or null. */
  lastGameOfCode(code: string): Promise<string | null>;
  /** The player's games, newest first. */
  gamesOf(playerId: string, limit: number): Promise<StoredGame[]>;
  /** Games started but never finished (a process died): the server resumes or settles them at start. */
  unfinishedGames(): Promise<StoredGame[]>;
  close(): Promise<void>;
}
