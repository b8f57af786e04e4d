/**
 * # Ratings and rating pools
 *
 * Rated games move Glicko-2 ratings, kept separately per pool: one pool per game, variant (Ataxx's
 * classic, arcade) and time-control family (bullet, blitz, rapid, by the game's estimated length).
 * Pools are named `<game>-<variant>-<family>` (`ataxx-classic-blitz`), or `<game>-<family>` for a game
 * with a single variant (`oxono-blitz`), and computed from the registry, so a game added there (or by a
 * test) has pools without a line here. Untimed, aborted and computer games are never rated. Pure
 * TypeScript, shared by the server and the browser.
 */
import * as v from 'valibot';
import { FIRST_GAME, gameNames, gameRules } from '../core/games';
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

/**
 * A pool's name (`ataxx-classic-blitz`): a string, since the games (and so the pools) are whatever the
 * registry holds; `isRatingPool` and `RatingPoolSchema` say whether one names a pool.
 */
export type RatingPool = string;

/** The longest pool name the club accepts (games and variants are short words). */
const MAX_POOL_LENGTH = 64;

/**
 * The family of a timed control in a game: its estimated length, the starting time plus the game's
 * `movesPerSide` increments (as chess sites estimate), under 3 minutes bullet, under 8 blitz, else
 * rapid. Null for an untimed control or a game the club does not know.
 */
export function timeFamilyOf(game: string, id: TimeControlId): TimeFamily | null {
  const control = timeControlOf(id);
  const rules = gameRules(game);
  if (!control || !rules) return null;
  const ms = control.initialMs + rules.movesPerSide * control.incrementMs;
  return ms < 180_000 ? 'bullet' : ms < 480_000 ? 'blitz' : 'rapid';
}

/** A pool's name from its parts; a game with one variant leaves the variant out. */
function poolName(game: string, variant: string, family: TimeFamily): RatingPool {
  const variants = gameRules(game)?.variants ?? [];
  return variants.length === 1 ? `${game}-${family}` : `${game}-${variant}-${family}`;
}

/** Every pool of every game the registry knows, game by game, variant by variant, fastest first. */
export function ratingPools(): RatingPool[] {
  return gameNames().flatMap((game) => {
    const variants = gameRules(game)?.variants ?? [];
    return variants.flatMap((variant) => TIME_FAMILIES.map((family) => poolName(game, variant, family)));
  });
}

/** What a pool is made of: its game, variant and time family; null when the text names no pool. */
export function poolParts(
  pool: string,
): { readonly game: string; readonly variant: string; readonly family: TimeFamily } | null {
  for (const game of gameNames()) {
    if (!pool.startsWith(`${game}-`)) continue;
    for (const variant of gameRules(game)?.variants ?? []) {
      const family = TIME_FAMILIES.find((f) => poolName(game, variant, f) === pool);
      if (family) return { game, variant, family };
    }
  }
  return null;
}

/** Whether the text names a pool of a game the club knows. */
export const isRatingPool = (text: string): boolean =>
  text.length <= MAX_POOL_LENGTH && poolParts(text) !== null;

/** A pool's name as the protocol and the HTTP routes accept it: checked against the registry's games. */
export const RatingPoolSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_POOL_LENGTH),
  v.check(isRatingPool, 'not a rating pool of a game the club knows'),
);

/**
 * The pool a game of this name and variant with this clock is rated in; null for an untimed game (never
 * rated) or a game or variant the club does not know.
 */
export function poolOf(game: string, variant: string, timeControl: TimeControlId): RatingPool | null;
/** @deprecated The first game's pool; name the game (`poolOf(game, variant, timeControl)`). */
export function poolOf(variant: string, timeControl: TimeControlId): RatingPool | null;
export function poolOf(
  ...args:
    | [game: string, variant: string, timeControl: TimeControlId]
    | [variant: string, timeControl: TimeControlId]
): RatingPool | null {
  const [game, variant, timeControl] = args.length === 3 ? args : ([FIRST_GAME, ...args] as const);
  if (!gameRules(game)?.variants.includes(variant)) return null;
  const family = timeFamilyOf(game, timeControl);
  return family ? poolName(game, variant, family) : null;
}

/**
 * Why a game that would be rated is played unrated, said before it starts (in `paired`, `matched` and
 * the game's view): both players came from one address (`same-address`), or one browser id was used by
 * both in the last SHARED_BROWSER_DAYS days (`shared-browser`) — one person on both sides, or two who
 * could hand each other points.
 */
export const UNRATED_REASONS = ['same-address', 'shared-browser'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];
export const UnratedReasonSchema = v.picklist(UNRATED_REASONS);
/** How long the club remembers which browser ids a player used, for `shared-browser`. */
export const SHARED_BROWSER_DAYS = 30;
/** The most rating points a player gains from one opponent in one pool in any 24 hours. */
export const DAILY_GAIN_PER_OPPONENT = 50;

/** The time controls quick pairing offers (every timed preset: one with a family in every game). */
export const RATED_TIME_CONTROLS = TIME_CONTROL_IDS.filter((id) => timeControlOf(id) !== null);

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
  pool: RatingPoolSchema,
  x: RatingChangeSchema,
  o: RatingChangeSchema,
});
export type RatingChanges = v.InferOutput<typeof RatingChangesSchema>;

/** A player's standing in one pool, with its history (oldest first) for the profile's graph. */
export const PoolStandingSchema = v.object({
  pool: RatingPoolSchema,
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
  /** The game's name in the registry (`ataxx`); a profile lists every game the player played. */
  game: text(32),
  /** The variant it was played under (Ataxx: `classic`, `arcade`). */
  rules: text(32),
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
