import * as v from 'valibot';
import { err, ok, type Result } from '../core/result';
import { MAX_TOKEN_LENGTH } from './limits';
import { NAME_MAX_LENGTH } from './names';

/**
 * Accounts: a guest who adds a password keeps the name on another device by signing in with it.
 * Lengths count characters as a person sees them (code points), so an accented letter counts once.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export type PasswordProblem = 'password-too-short' | 'password-too-long';

/** Checks a new password against the club's rules; the value is the password to keep (as typed). */
export function checkPassword(typed: string): Result<string, PasswordProblem> {
  const length = [...typed].length;
  if (length < PASSWORD_MIN_LENGTH) return err('password-too-short');
  if (length > PASSWORD_MAX_LENGTH) return err('password-too-long');
  return ok(typed);
}

/** Room for 200 characters of up to four UTF-16 units each; the rules are checked after parsing. */
const password = v.pipe(v.string(), v.maxLength(PASSWORD_MAX_LENGTH * 4));

/**
 * No token is good longer than this after the sign-in (or guest creation) it descends from, however
 * often it is renewed (`POST /api/session` keeps the origin): then the player signs in again.
 */
export const TOKEN_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * POST `/api/password` → `Session` (with `hasPassword: true`): adds a password to the token's player,
 * or changes it, which needs the `current` one. A wrong or missing current password is `bad-credentials`.
 * A change signs out every other device (their tokens are refused from then on, `bad-token`); the reply's
 * token, a fresh one, is the device's own from now on.
 */
export const PasswordRequestSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH)),
  password,
  current: v.optional(password),
});
export type PasswordRequest = v.InferOutput<typeof PasswordRequestSchema>;

/**
 * POST `/api/sign-in` → `Session`: a fresh token for the player with that name and password (tokens
 * already issued stay valid). A wrong name and a wrong password get the same `bad-credentials`, and a
 * name without a password cannot be signed into. Failed attempts are limited per name and address
 * together, and per address (`rate-limited`, with `retryAfterMs`): wrong guesses from elsewhere never
 * lock the owner out.
 */
export const SignInRequestSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH + 20)),
  password,
});
export type SignInRequest = v.InferOutput<typeof SignInRequestSchema>;

/**
 * POST `/api/sign-out-everywhere` → `Session`: every token of the player issued before is refused from
 * now on (every other device is signed out, and has to sign in again); the reply's token is this
 * device's own from now on, and ends when the one it replaces would have (TOKEN_MAX_AGE_MS).
 */
export const SignOutEverywhereRequestSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH)),
});
export type SignOutEverywhereRequest = v.InferOutput<typeof SignOutEverywhereRequestSchema>;
