import type { RatingPool } from '../../net/ratings';
import type { ProfileArcadeRun, WorldEntry } from '../../net/world';

/** A record the club replayed and accepted, as it is kept. */
export interface AcceptedRecord {
  /** The game whose levels or arcade the record is of, by its name in the registry (`ataxx`). */
  readonly game: string;
  readonly playerId: string;
  readonly kind: 'level' | 'arcade';
  /** A level record's level and level version; null for an arcade run. */
  readonly levelId: string | null;
  readonly levelHash: string | null;
  readonly engineVersion: string;
  /** The level's score or the run's total. */
  readonly points: number;
  readonly cleared: number;
  /** An arcade run's initials; null for a level record. */
  readonly initials: string | null;
  /** The submission as it came (plain JSON). */
  readonly record: unknown;
  readonly at: number;
}

/** Where a kept record left its player: their place on its table and whether it beat their own best. */
export interface KeptRecord {
  readonly place: number;
  readonly improved: boolean;
}

/** A page of a world table: `offset` rows skipped, at most `limit` shown, and the asking player's row. */
export interface WorldPageRows {
  readonly entries: readonly WorldEntry[];
  readonly total: number;
  readonly you: WorldEntry | null;
}

export interface PageQuery {
  readonly offset: number;
  readonly limit: number;
  /** The asking player, for `you`; null when nobody signed in asks. */
  readonly playerId: string | null;
}

/** A player's best on one level version. */
export interface StoredLevelBest {
  readonly levelId: string;
  readonly levelHash: string;
  readonly points: number;
  readonly at: number;
}

/** What became of a try to use a seed ticket (`useSeed`). */
export type SeedUse = 'used' | 'used-before' | 'replaced';

/**
 * The world leaderboards' half of the ClubStore: accepted records and the tables made from them, and the
 * daily submission count. Every table is ordered best first, ties to the earlier record, then by player id.
 */
export interface WorldStore {
  /**
   * Counts a submission for the player on `day` (days since the epoch, UTC) when fewer than `limit` were
   * counted that day; false (and nothing counted) when the day's limit is reached.
   */
  takeSubmission(playerId: string, day: number, limit: number): Promise<boolean>;
  /**
   * Makes `ticket` the player's one live seed ticket on `board` ('level:<id>' or 'arcade'), replacing any
   * earlier one there, used or not.
   */
  issueSeed(playerId: string, board: string, ticket: string, at: number): Promise<void>;
  /**
   * Uses the player's live ticket on `board` when it is `ticket` and unused: `used`. Otherwise nothing
   * changes: `used-before`, or `replaced` (a later ticket for the board was issued, or none is known).
   */
  useSeed(playerId: string, board: string, ticket: string, at: number): Promise<SeedUse>;
  /** Gives back a use of `ticket` whose record could not be checked (the engines were busy). */
  unuseSeed(playerId: string, board: string, ticket: string): Promise<void>;
  /** Keeps an accepted record and puts it on its table when it beats the player's own best, in one transaction. */
  keepRecord(record: AcceptedRecord): Promise<KeptRecord>;
  levelTable(levelId: string, levelHash: string, query: PageQuery): Promise<WorldPageRows>;
  arcadeTable(query: PageQuery): Promise<WorldPageRows>;
  /** Top players by rating in the pool among those with 10 rated games there since `since`, a UTC day's start (epoch ms). */
  playersTable(pool: RatingPool, since: number, query: PageQuery): Promise<WorldPageRows>;
  /** The player's best on every level version they have one on. */
  levelBestsOf(playerId: string): Promise<StoredLevelBest[]>;
  /** The player's best accepted arcade runs, best first. */
  arcadeRunsOf(playerId: string, limit: number): Promise<ProfileArcadeRun[]>;
}
