/**
 * # World leaderboards: the contract between the game and the club
 *
 * A level won or an arcade run finished on a player's device is sent as its whole record; the club
 * replays it with core and the engine (every player move legal, every computer move exactly the one
 * the engine chooses for that position, strength and seed) and only then puts the score on the world
 * tables. Pure data and valibot schemas, shared by the server and the browser.
 *
 * ## Seeds
 * The computer's moves follow from the game's seed, so a seed the device chose could have been searched
 * offline for the best winning line. Only a game whose seed the club issued goes on a world table: when
 * a campaign level or an arcade run starts online, the game asks `POST WORLD_PATHS.seeds` for a signed,
 * single-use seed of that player and level (or run), plays with it (a run's game n with
 * `arcadeGameSeed(seed, n)`), and sends the ticket in the record's `ticket`. The club refuses a ticket
 * that is not its own or not the submitter's (`seed-not-issued`), used already or replaced by a later
 * one for the same level or run (`seed-used`), older than WORLD_SEED_LIFETIME_MS (`seed-expired`), or
 * whose seed or level the record does not follow (`seed-mismatch`). A game started offline has no
 * ticket: it can be played, says before it starts that it is unranked for the world table, and its
 * record is answered `unranked` (not replayed, not counted against the day's submissions).
 */
import * as v from 'valibot';
import { MAX_STRENGTH, MIN_STRENGTH } from '../core/strengths';
import { MAX_TOKEN_LENGTH } from './limits';

/** Submissions a player may make in a day (UTC) whose record is replayed, accepted or not. */
export const WORLD_SUBMISSIONS_PER_DAY = 20;
/** The largest submission body the club reads: a whole arcade run fits. */
export const MAX_SUBMISSION_BYTES = 256 * 1024;
/** Rows on one page of a world table. */
export const WORLD_PAGE_SIZE = 20;
/** Players appear on the rating table after this many rated games in the last 30 days. */
export const MIN_RECENT_RATED_GAMES = 10;
/** How long after it was issued a seed can still make a record ranked. */
export const WORLD_SEED_LIFETIME_MS = 2 * 60 * 60 * 1000;

export const WORLD_PATHS = {
  /**
   * POST `Submission` (Authorization: Bearer <token>) → `SubmissionVerdict`, whatever the status: 200 for
   * a verdict on the record (accepted or refused), 400 `malformed`, 401 `bad-token`, 413 `malformed` (a
   * body over MAX_SUBMISSION_BYTES), 429 `busy` or `daily-limit`.
   */
  records: '/api/world/records',
  /**
   * POST `SeedRequest` (Authorization: Bearer <token>) when a campaign level or an arcade run starts →
   * 201 `SeedTicket`; 400 `malformed`, 401 `bad-token`, 404 `not-found` (no such campaign level).
   */
  seeds: '/api/world/seeds',
  /**
   * GET `?pool=<RatingPool>&page=<n>` (a pool as ratings.ts names them: `ataxx-classic-blitz`;
   * Authorization optional: adds `you`) → `WorldTable`.
   */
  players: '/api/world/players',
  /** GET `?page=<n>` → `WorldTable` of arcade runs. */
  arcade: '/api/world/arcade',
  /** GET `/api/world/levels/<levelId>?page=<n>` → `WorldTable` of that level's best scores. */
  level: (levelId: string): string => `/api/world/levels/${encodeURIComponent(levelId)}`,
} as const;

const moveText = v.pipe(v.string(), v.maxLength(8));

/** One game as the player's device recorded it, from the level's start position. */
export const PlayedGameSchema = v.object({
  levelId: v.pipe(v.string(), v.maxLength(64)),
  /** `levelHash(level)` of the level as the device had it (src/core/level-hash.ts). */
  levelHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{14}$/)),
  /** The computer's strength and the game's seed; move n of the computer is searched with seed `(seed + n * 7919) >>> 0`, n = moves played before it. */
  strength: v.pipe(v.number(), v.integer(), v.minValue(MIN_STRENGTH), v.maxValue(MAX_STRENGTH)),
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  /** Every move of both sides, as move text (core's `moveToText`), the player first. */
  moves: v.pipe(v.array(moveText), v.maxLength(2000)),
  /** The points the device scored for the player in this game (core's `Score.total`). */
  points: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Set when the device's fallback move fired (the engine failed to answer in time): never accepted. */
  fallback: v.optional(v.literal(true)),
});
export type PlayedGame = v.InferOutput<typeof PlayedGameSchema>;

const engineVersion = v.pipe(v.string(), v.maxLength(64));
/** A seed ticket as the club signed it (`SeedTicket.ticket`); absent in a game started offline. */
const ticket = v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH)));

export const SubmissionSchema = v.variant('kind', [
  /** A campaign level won. */
  v.object({ kind: v.literal('level'), engineVersion, game: PlayedGameSchema, ticket }),
  /** An arcade run that ended (game over or every level cleared): its games in order, retries included. */
  v.object({
    kind: v.literal('arcade'),
    engineVersion,
    ticket,
    initials: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    games: v.pipe(v.array(PlayedGameSchema), v.minLength(1), v.maxLength(200)),
    /** The run's total as the device showed it. */
    score: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
]);
export type Submission = v.InferOutput<typeof SubmissionSchema>;

/** Why a record was refused; the game shows its own words for each. */
export const RECORD_REFUSALS = [
  'malformed',
  'engine-version', // recorded by another version of the engine
  'level-version', // the level changed since (its hash differs)
  'unknown-level',
  'illegal-move', // a player move that is not legal there
  'wrong-computer-move', // a computer move the engine would not have made
  'unfinished', // the moves stop before the game's end
  'score-mismatch', // the claimed points or run total differ from the replay's
  'not-won', // a level submission of a game that was not won
  'fallback', // the device's fallback move fired: the game cannot be replayed exactly
  'run-order', // an arcade run whose games do not follow the run's rules (levels, lives)
  'daily-limit', // more than WORLD_SUBMISSIONS_PER_DAY today
  'busy', // this player already has a record being checked
  'bad-token',
] as const;
export type RecordRefusal = (typeof RECORD_REFUSALS)[number];

/**
 * Why a record is not ranked because of its seed (see "Seeds" above), answered in the refused verdict's
 * shape: a record's checks (RECORD_REFUSALS) and its seed are answered apart, and the game reads both
 * lists (its verdict schema in src/game/store/world-save.ts, words `world.reason.*`), each final.
 */
export const SEED_REFUSALS = [
  'unranked', // no seed ticket: the game was started offline, so it is not ranked on the world tables
  'seed-not-issued', // the ticket is not the club's, or was issued to another player
  'seed-used', // the ticket made a record already, or a later one for the same level or run replaced it
  'seed-expired', // the ticket is older than WORLD_SEED_LIFETIME_MS
  'seed-mismatch', // the record's level or seeds are not the ticket's
] as const;
export type SeedRefusal = (typeof SEED_REFUSALS)[number];

export type SubmissionVerdict =
  | {
      readonly verdict: 'accepted';
      readonly table: 'level' | 'arcade';
      readonly levelId: string | null;
      readonly score: number;
      /** The player's place on that world table after this record (1 = best). */
      readonly place: number;
      /** Whether this record improved the player's own entry (a lower score is accepted but not listed). */
      readonly improved: boolean;
    }
  | {
      readonly verdict: 'refused';
      readonly reason: RecordRefusal;
      /** English detail for logs and tests, e.g. "ply 12: the engine plays c3-d4, the record has c3-c4". */
      readonly detail: string;
      /** For `illegal-move` / `wrong-computer-move`: the ply (0-based) in the game `game` (0-based). */
      readonly game?: number;
      readonly ply?: number;
    };

/** What `POST WORLD_PATHS.records` answers: a verdict, or a refusal for the record's seed. */
export type RecordAnswer =
  | SubmissionVerdict
  | {
      readonly verdict: 'refused';
      readonly reason: SeedRefusal;
      readonly detail: string;
      /** For `seed-mismatch` in an arcade run: the game (0-based) played with another seed. */
      readonly game?: number;
    };

export interface WorldEntry {
  readonly place: number;
  readonly name: string;
  /** Rating (rounded) on the players table, points on the others. */
  readonly value: number;
  /** Arcade runs: the initials entered. */
  readonly initials?: string;
  /** Players table: rated games in the last 30 days; level and arcade tables: the record's time (epoch ms). */
  readonly games?: number;
  readonly at?: number;
}

export interface WorldTable {
  readonly entries: readonly WorldEntry[];
  readonly page: number;
  readonly total: number;
  /** The asking player's own row, also when it is not on this page; null when not on the table. */
  readonly you: WorldEntry | null;
}

/** What a seed is asked for: a campaign level (by id) or an arcade run. */
export const SeedRequestSchema = v.variant('kind', [
  v.object({ kind: v.literal('level'), levelId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
  v.object({ kind: v.literal('arcade') }),
]);
export type SeedRequest = v.InferOutput<typeof SeedRequestSchema>;

/** A seed the club issued: play the level (or the run) with `seed`, and send `ticket` with its record. */
export const SeedTicketSchema = v.object({
  seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(0xffffffff)),
  ticket: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH)),
  /** The last moment (epoch ms, the club's clock) a record with this ticket is still ranked. */
  expiresAt: v.number(),
});
export type SeedTicket = v.InferOutput<typeof SeedTicketSchema>;

/**
 * The seed of game `index` (0-based, retries included) of an arcade run whose ticket gave `runSeed`:
 * a 32-bit mix, so no two games of a run share their computer's moves.
 */
export function arcadeGameSeed(runSeed: number, index: number): number {
  let h = (runSeed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export const WorldPageSchema = v.pipe(
  v.unknown(),
  v.transform(Number),
  v.integer(),
  v.minValue(0),
  v.maxValue(100_000),
);
export const TokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH));

/** One of a player's level bests on the world level tables, as the profile lists it. */
export const ProfileLevelBestSchema = v.object({
  levelId: v.pipe(v.string(), v.maxLength(64)),
  points: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The record's time (epoch ms). */
  at: v.number(),
});

/** One of a player's verified arcade runs, as the profile lists it (best first). */
export const ProfileArcadeRunSchema = v.object({
  initials: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  points: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Levels cleared in the run. */
  cleared: v.pipe(v.number(), v.integer(), v.minValue(0)),
  at: v.number(),
});
export type ProfileArcadeRun = v.InferOutput<typeof ProfileArcadeRunSchema>;
