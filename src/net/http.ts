import * as v from 'valibot';
import { FIRST_GAME, gameRules } from '../core/games';
import { MAX_STRENGTH, MIN_STRENGTH } from '../core/strengths';
import { err, ok, type Result } from '../core/result';
import { GameWordSchema } from './game-view';
import { NAME_MAX_LENGTH } from './names';
import { refusal, type Refusal } from './refusal';
import { TIME_CONTROL_IDS } from './time-control';
import { MAX_FEN_LENGTH, MAX_TOKEN_LENGTH } from './limits';

/**
 * The club's HTTP calls (JSON in, JSON out). A refused call answers 4xx with a `Refusal` body
 * `{ code, text }`; the names and tokens a guest gets here are what a room's join options carry.
 */
export const API_PATHS = {
  /** POST `GuestRequest` → `Session`: a new guest with a name. */
  guest: '/api/guest',
  /**
   * GET `/api/names/<name>` → `NameCheck`: whether a guest may take the name now, answered 200 either way
   * (a taken name is an expected answer, which a browser would log as a failed request if it were a 409).
   */
  name: (name: string): string => `/api/names/${encodeURIComponent(name)}`,
  /** POST `SessionRequest` → `Session`: the same player with a fresh token (tokens last 30 days from their last use). */
  session: '/api/session',
  /** POST `PasswordRequest` → `Session`: adds or changes the player's password (see accounts.ts). */
  password: '/api/password',
  /** POST `SignInRequest` → `Session`: the player with that name and password, on another device. */
  signIn: '/api/sign-in',
  /** POST `SignOutEverywhereRequest` → `Session`: every other device signed out (see accounts.ts). */
  signOutEverywhere: '/api/sign-out-everywhere',
  /** POST `CreateGameRequest` → `CreateGameResponse`: a private game waiting for a friend. */
  games: '/api/games',
  /** POST `CreateComputerGameRequest` → `CreateGameResponse`: a game against the computer, which takes the other seat at once. */
  computerGames: '/api/computer-games',
  /** GET `/api/games/<gameId>` → `StoredGameView`: a kept game for the replay viewer. */
  game: (gameId: string): string => `/api/games/${encodeURIComponent(gameId)}`,
  /**
   * GET `/api/invites/<code>` → `InviteCheck`: what a `?join=` link leads to now, asked before a newcomer
   * chooses a name: a live room, a finished game (its kept game's id, for the replay), or nothing known.
   */
  invite: (code: string): string => `/api/invites/${encodeURIComponent(code)}`,
} as const;

/**
 * Where the Colyseus SDK finds the club: `new Client(location.origin + CLUB_PATH)`. Its matchmaking
 * calls and websockets then share this prefix, which the dev server proxies to the club.
 */
export const CLUB_PATH = '/club';

/** How long a token lasts after it was issued or renewed. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

const token = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH));

export const GuestRequestSchema = v.object({ name: v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH + 20)) });
export type GuestRequest = v.InferOutput<typeof GuestRequestSchema>;

/** Whether a name is free to take (the guest call still refuses a taken one: two may ask at once). */
export const NameCheckSchema = v.object({ free: v.boolean() });
export type NameCheck = v.InferOutput<typeof NameCheckSchema>;

/**
 * What an invite code leads to: `live` (its room is open and its game not over), `finished` (the last
 * game played under it, kept for the replay), or `unknown` (never used, or its room closed before a game
 * was kept).
 */
export const InviteCheckSchema = v.variant('state', [
  v.object({ state: v.literal('live') }),
  v.object({ state: v.literal('finished'), gameId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) }),
  v.object({ state: v.literal('unknown') }),
]);
export type InviteCheck = v.InferOutput<typeof InviteCheckSchema>;

export const SessionRequestSchema = v.object({ token });
export type SessionRequest = v.InferOutput<typeof SessionRequestSchema>;

/** Who a client plays as, and the signed token that proves it (kept in the browser). */
export interface Session {
  readonly player: { readonly id: string; readonly name: string };
  readonly token: string;
  /** When the token stops working unless renewed. */
  readonly expiresAt: number;
  /** Whether the player has a password, so can sign in on another device (absent: no). */
  readonly hasPassword?: boolean;
}

export const COLOUR_CHOICES = ['x', 'o', 'random'] as const;
export type ColourChoice = (typeof COLOUR_CHOICES)[number];

export const CreateGameRequestSchema = v.object({
  token,
  /** The game, by its name in the registry (core/games.ts); absent: the first game, `ataxx`. */
  game: v.optional(GameWordSchema),
  /** Start position as the game's position text (Ataxx: the standard 7×7, a campaign board, a pasted FEN). */
  start: v.pipe(v.string(), v.maxLength(MAX_FEN_LENGTH)),
  /** The game's variant (Ataxx: `arcade` or `classic`), checked against its rules by `checkStart`. */
  rules: GameWordSchema,
  timeControl: v.picklist(TIME_CONTROL_IDS),
  /** The creator's side; `x` moves first in the standard start. */
  colour: v.picklist(COLOUR_CHOICES),
});
export type CreateGameRequest = v.InferOutput<typeof CreateGameRequestSchema>;

/** A game against the computer: a friend's game's choices and the computer's strength (1–10). */
export const CreateComputerGameRequestSchema = v.object({
  ...CreateGameRequestSchema.entries,
  strength: v.pipe(v.number(), v.integer(), v.minValue(MIN_STRENGTH), v.maxValue(MAX_STRENGTH)),
});
export type CreateComputerGameRequest = v.InferOutput<typeof CreateComputerGameRequestSchema>;

export interface CreateGameResponse {
  /**
   * The invite code: share `?join=<code>`; join with
   * `client.joinById(code, { protocol: PROTOCOL_VERSION, token })`.
   */
  readonly code: string;
}

/** A kept game, as GET /api/games/:id returns it: its shape and checks live in stored-game.ts. */
export type { StoredGameView } from './stored-game';

/**
 * A start position a game can be played from, read by the game's own rules (core/contract.ts): the
 * club must know the game (`unknown-game` otherwise), the variant must be one of its own, the position
 * must read, and the game must not be over already. The refusal carries the game's own message.
 */
export function checkStart(
  start: string,
  variant: string,
  game: string = FIRST_GAME,
): Result<unknown, Refusal> {
  const rules = gameRules(game);
  if (!rules) return err(refusal('unknown-game', `The club does not know a game called "${game}".`));
  if (!rules.variants.includes(variant)) {
    return err(refusal('bad-start', `${game} has no variant "${variant}" (${rules.variants.join(', ')})`));
  }
  const position = rules.readPosition(start, variant);
  if (!position.ok) return err(refusal('bad-start', position.error));
  const over = rules.outcome(position.value);
  if (over) return err(refusal('bad-start', `that position is already over (${over.reason})`));
  return ok(position.value);
}
