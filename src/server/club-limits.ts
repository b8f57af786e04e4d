import { err, ok, type Result } from '../core/result';
import {
  API_CALLS_PER_MINUTE,
  COMPUTER_GAMES_PER_ADDRESS,
  CONNECTIONS_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_NAME_AND_ADDRESS,
  SIGN_IN_WINDOW_MS,
  UNJOINED_ROOMS_PER_ADDRESS,
  WATCH_JOINS_PER_MINUTE,
  WATCHERS_PER_ROOM,
} from '../net/limits';

/**
 * The club's limits per client address (and per game): each a setting with its default, so a club
 * behind a large school's one address, or a load test, can raise them. README's security section lists
 * them all with what each protects.
 */
export interface ClubLimits {
  /** `/api` calls per address per minute (CLUB_API_CALLS_PER_MINUTE). */
  readonly apiCallsPerMinute: number;
  /** Open websocket connections per address (CLUB_CONNECTIONS_PER_ADDRESS). */
  readonly connectionsPerAddress: number;
  /** Joins to watch a game per address per minute (CLUB_WATCH_JOINS_PER_MINUTE). */
  readonly watchJoinsPerMinute: number;
  /** Rooms an address opened that nobody has joined yet (CLUB_UNJOINED_ROOMS_PER_ADDRESS). */
  readonly unjoinedRoomsPerAddress: number;
  /** Games against the computer an address has going (CLUB_COMPUTER_GAMES_PER_ADDRESS). */
  readonly computerGamesPerAddress: number;
  /** Connections watching one game (CLUB_WATCHERS_PER_ROOM). */
  readonly watchersPerRoom: number;
  /** Wrong passwords per name and address together, and per address, within a window (not settings). */
  readonly signIn: SignInLimits;
}

export interface SignInLimits {
  readonly perNameAndAddress: number;
  readonly perAddress: number;
  readonly windowMs: number;
}

export const CLUB_LIMITS: ClubLimits = {
  apiCallsPerMinute: API_CALLS_PER_MINUTE,
  connectionsPerAddress: CONNECTIONS_PER_ADDRESS,
  watchJoinsPerMinute: WATCH_JOINS_PER_MINUTE,
  unjoinedRoomsPerAddress: UNJOINED_ROOMS_PER_ADDRESS,
  computerGamesPerAddress: COMPUTER_GAMES_PER_ADDRESS,
  watchersPerRoom: WATCHERS_PER_ROOM,
  signIn: {
    perNameAndAddress: SIGN_IN_FAILURES_PER_NAME_AND_ADDRESS,
    perAddress: SIGN_IN_FAILURES_PER_ADDRESS,
    windowMs: SIGN_IN_WINDOW_MS,
  },
};

/** Each numeric setting and the environment variable that sets it. */
const VARIABLES = {
  apiCallsPerMinute: 'CLUB_API_CALLS_PER_MINUTE',
  connectionsPerAddress: 'CLUB_CONNECTIONS_PER_ADDRESS',
  watchJoinsPerMinute: 'CLUB_WATCH_JOINS_PER_MINUTE',
  unjoinedRoomsPerAddress: 'CLUB_UNJOINED_ROOMS_PER_ADDRESS',
  computerGamesPerAddress: 'CLUB_COMPUTER_GAMES_PER_ADDRESS',
  watchersPerRoom: 'CLUB_WATCHERS_PER_ROOM',
} as const satisfies Partial<Record<keyof ClubLimits, string>>;

/** The settings the environment gives (each a whole number of at least 1); an error names the variable. */
export function limitsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): Result<Partial<ClubLimits>, string> {
  const limits: Partial<Record<keyof typeof VARIABLES, number>> = {};
  for (const [key, name] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    const text = env[name];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1)
      return err(`${name} must be a whole number of at least 1, not ${JSON.stringify(text)}`);
    limits[key] = value;
  }
  return ok(limits);
}

/** The club's limits: the defaults with the given ones over them. */
export function clubLimits(given: Partial<ClubLimits> = {}): ClubLimits {
  return { ...CLUB_LIMITS, ...given, signIn: { ...CLUB_LIMITS.signIn, ...given.signIn } };
}
