import * as v from 'valibot';
import { err, ok, type Result } from '../../core/result';
import {
  API_PATHS,
  CLUB_PATH,
  InviteCheckSchema,
  NameCheckSchema,
  refusal,
  RefusalSchema,
  type CreateComputerGameRequest,
  type CreateGameRequest,
  type InviteCheck,
  type Refusal,
  type Session,
  type StoredGameView,
} from '../../net';
import { ProfileSchema, profilePath, type Profile } from '../../net/ratings';
import type { ClubIdentity } from './club-identity';

/** Why a call to the club failed: the club's own refusal, or no answer at all. */
export type ClubProblem = Refusal | { readonly code: 'unreachable'; readonly text: string };

/** The club lives at the page's own origin: `npm run serve` serves both, and the dev server proxies. */
export const clubOrigin = (): string => window.location.origin;

/** Where the Colyseus SDK finds the club's matchmaking and websockets. */
export const clubEndpoint = (): string => clubOrigin() + CLUB_PATH;

const SessionSchema = v.object({
  player: v.object({ id: v.string(), name: v.string() }),
  token: v.string(),
  expiresAt: v.number(),
  hasPassword: v.optional(v.boolean(), false),
});
const CreatedSchema = v.object({ code: v.pipe(v.string(), v.regex(/^[\w-]{1,32}$/)) });

async function call<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  schema: v.GenericSchema<unknown, T>,
): Promise<Result<T, ClubProblem>> {
  let response: Response;
  try {
    response = await fetch(clubOrigin() + path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    return err({ code: 'unreachable', text: error instanceof Error ? error.message : String(error) });
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = v.safeParse(RefusalSchema, json);
    return err(refusal.success ? refusal.output : { code: 'unreachable', text: `HTTP ${response.status}` });
  }
  const parsed = v.safeParse(schema, json);
  return parsed.success ? ok(parsed.output) : err({ code: 'unreachable', text: 'unexpected answer' });
}

const identityOf = (session: Session): ClubIdentity => ({
  playerId: session.player.id,
  name: session.player.name,
  token: session.token,
  expiresAt: session.expiresAt,
  hasPassword: session.hasPassword ?? false,
});

/**
 * A new guest with this name. Whether it is free is asked first: a taken name is then an answer, not a
 * failed request the browser logs as an error. The guest call still refuses one taken in between.
 */
export async function joinAsGuest(name: string): Promise<Result<ClubIdentity, ClubProblem>> {
  const check = await call('GET', API_PATHS.name(name), undefined, NameCheckSchema);
  if (check.ok && !check.value.free) return err(refusal('name-taken'));
  const answer = await call('POST', API_PATHS.guest, { name }, SessionSchema);
  return answer.ok ? ok(identityOf(answer.value)) : answer;
}

/** The same player with a fresh token; `bad-token` means a name must be chosen again. */
export async function renewSession(token: string): Promise<Result<ClubIdentity, ClubProblem>> {
  const answer = await call('POST', API_PATHS.session, { token }, SessionSchema);
  return answer.ok ? ok(identityOf(answer.value)) : answer;
}

/** Adds a password to this player, or changes it (`current` needed then): the identity with a fresh token. */
export async function setPassword(
  token: string,
  password: string,
  current?: string,
): Promise<Result<ClubIdentity, ClubProblem>> {
  const answer = await call('POST', API_PATHS.password, { token, password, current }, SessionSchema);
  return answer.ok ? ok(identityOf(answer.value)) : answer;
}

/**
 * Signs out every other device of this player (every older token is refused from now on): the identity
 * with this device's new token.
 */
export async function signOutEverywhere(token: string): Promise<Result<ClubIdentity, ClubProblem>> {
  const answer = await call('POST', API_PATHS.signOutEverywhere, { token }, SessionSchema);
  return answer.ok ? ok(identityOf(answer.value)) : answer;
}

/** The player with this name and password, on this device too (`bad-credentials`, `rate-limited`). */
export async function signIn(name: string, password: string): Promise<Result<ClubIdentity, ClubProblem>> {
  const answer = await call('POST', API_PATHS.signIn, { name, password }, SessionSchema);
  return answer.ok ? ok(identityOf(answer.value)) : answer;
}

/** A private game waiting for a friend: its invite code. */
export async function createGame(request: CreateGameRequest): Promise<Result<string, ClubProblem>> {
  const answer = await call('POST', API_PATHS.games, request, CreatedSchema);
  return answer.ok ? ok(answer.value.code) : answer;
}

/** A game against the computer, which sits down at once: its code, to open like any game. */
export async function createComputerGame(
  request: CreateComputerGameRequest,
): Promise<Result<string, ClubProblem>> {
  const answer = await call('POST', API_PATHS.computerGames, request, CreatedSchema);
  return answer.ok ? ok(answer.value.code) : answer;
}

/** A kept game, as the replay viewer reads it. */
export function storedGame(gameId: string): Promise<Result<StoredGameView, ClubProblem>> {
  return call(
    'GET',
    API_PATHS.game(gameId),
    undefined,
    v.custom<StoredGameView>((value) => !!value),
  );
}

/** The link a friend opens to join: this page with `?join=<code>` (other query words dropped). */
export const inviteLink = (code: string): string =>
  `${clubOrigin()}${window.location.pathname}?join=${encodeURIComponent(code)}`;

/** The link that replays a finished game. */
export const gameLink = (gameId: string): string =>
  `${clubOrigin()}${window.location.pathname}?game=${encodeURIComponent(gameId)}`;

/** A player's profile (GET /api/players/<name>): ratings per pool with their history, record, recent games. */
/** What a `?join=` link leads to now: a live room, a finished game (for its replay), or nothing. */
export function inviteCheck(code: string): Promise<Result<InviteCheck, ClubProblem>> {
  return call('GET', API_PATHS.invite(code), undefined, InviteCheckSchema);
}

export function playerProfile(name: string): Promise<Result<Profile, ClubProblem>> {
  return call('GET', profilePath(name), undefined, ProfileSchema);
}
