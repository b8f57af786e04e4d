/**
 * # Ratings and rating pools
 *
 * Rated games move Glicko-2 ratings, kept separately per pool: one pool per ending (classic, arcade) and
 * time-control family (bullet, blitz, rapid, by the game's estimated length). Untimed, aborted and
 * computer games are never rated. Pure TypeScript, shared by the server and the browser.
 */
import * as v from 'valibot';
import { RULESETS, type Ruleset } from '../core/rules';
import { timeControlOf, TIME_CONTROL_IDS, type TimeControlId } from './time-control';
import { ProfileArcadeRunSchema, ProfileLevelBestSchema } from './world';

/** Where every rating starts (Glickman's defaults). */
export const START_RATING = 1500;
export const START_DEVIATION = 350;
export const START_VOLATILITY = 0.06;
/** A rating whose deviation is above this is provisional, shown with a "?". */
export const PROVISIONAL_DEVIATION = 110;

export const TIME_FAMILIES = ['bullet', 'blitz', 'rapid'] as const;
export type TimeFamily = (typeof TIME_FAMILIES)[number];

/** A game's estimated length: the starting time plus 40 increments, in ms (as chess sites estimate). */
const estimatedMs = (initialMs: number, incrementMs: number): number => initialMs + 40 * incrementMs;

/** The family of a timed control: under 3 minutes of estimated play bullet, under 8 blitz, else rapid. */
export function timeFamilyOf(id: TimeControlId): TimeFamily | null {
  const control = timeControlOf(id);
  if (!control) return null;
  const ms = estimatedMs(control.initialMs, control.incrementMs);
  return ms < 180_000 ? 'bullet' : ms < 480_000 ? 'blitz' : 'rapid';
}

export const RATING_POOLS = RULESETS.flatMap((rules) =>
  TIME_FAMILIES.map((family) => `${rules}-${family}` as const),
);
export type RatingPool = `${Ruleset}-${TimeFamily}`;

/** The pool a game of these settings is rated in; null for an untimed game, which is never rated. */
export function poolOf(rules: Ruleset, timeControl: TimeControlId): RatingPool | null {
  const family = timeFamilyOf(timeControl);
  return family ? `${rules}-${family}` : null;
}

/** The time controls quick pairing offers (every timed preset). */
export const RATED_TIME_CONTROLS = TIME_CONTROL_IDS.filter((id) => timeFamilyOf(id) !== null);

export const isProvisional = (deviation: number): boolean => deviation > PROVISIONAL_DEVIATION;

/** A rating as players read it: rounded, with "?" while provisional (`1500?`, `1632`). */
export const ratingText = (rating: number, deviation: number): string =>
  `${Math.round(rating)}${isProvisional(deviation) ? '?' : ''}`;

/** A change as players read it: `+12`, `−8`, `±0`. */
export function ratingDeltaText(before: number, after: number): string {
  const delta = Math.round(after) - Math.round(before);
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0';
}

const rating = v.pipe(v.number(), v.finite());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** One side's rating before and after a rated game (shown on the result screen). */
export const RatingChangeSchema = v.object({
  before: rating,
  beforeDeviation: rating,
  after: rating,
  afterDeviation: rating,
});
export type RatingChange = v.InferOutput<typeof RatingChangeSchema>;

/** Both sides' changes after a rated game ended; part of the game view once the ratings are written. */
export const RatingChangesSchema = v.object({
  pool: v.picklist(RATING_POOLS),
  x: RatingChangeSchema,
  o: RatingChangeSchema,
});
export type RatingChanges = v.InferOutput<typeof RatingChangesSchema>;

/** A player's standing in one pool, with its history (oldest first) for the profile's graph. */
export const PoolStandingSchema = v.object({
  pool: v.picklist(RATING_POOLS),
  rating,
  deviation: rating,
  games: count,
  wins: count,
  draws: count,
  losses: count,
  history: v.array(v.object({ at: rating, rating })),
});
export type PoolStanding = v.InferOutput<typeof PoolStandingSchema>;

/** One of the player's recent games, as the profile lists it (each opens its replay `?game=<id>`). */
export const RecentGameSchema = v.object({
  id: text(64),
  opponent: text(40),
  /** The player's side. */
  side: v.picklist(['x', 'o'] as const),
  result: v.picklist(['x', 'o', 'draw', 'aborted'] as const),
  rules: v.picklist(RULESETS),
  rated: v.boolean(),
  startedAt: rating,
  /** The player's rating change in this game, when it was rated. */
  delta: v.nullable(rating),
});
export type RecentGame = v.InferOutput<typeof RecentGameSchema>;

/** GET /api/players/<name>: what the profile screen shows. Pools with no rated game are left out. */
export const ProfileSchema = v.object({
  name: text(40),
  createdAt: rating,
  pools: v.array(PoolStandingSchema),
  /** Over every finished game, rated or not (aborted games count for nothing). */
  wins: count,
  draws: count,
  losses: count,
  recent: v.array(RecentGameSchema),
  /** The player's best verified score on each campaign level (world tables; the level's current version). */
  levelBests: v.optional(v.array(ProfileLevelBestSchema)),
  /** The player's best verified arcade runs, best first. */
  arcadeRuns: v.optional(v.array(ProfileArcadeRunSchema)),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** The profile's path (`name` as the player typed it; the club folds it as it folds every name). */
export const profilePath = (name: string): string => `/api/players/${encodeURIComponent(name)}`;

/** How many recent games a profile lists, and how many history points a pool's graph has at most. */
export const PROFILE_RECENT_GAMES = 10;
export const PROFILE_HISTORY_POINTS = 60;
