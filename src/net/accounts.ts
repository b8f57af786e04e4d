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
 * POST `/api/password` → `Session` (with `hasPassword: true`): adds a password to the token's player,
 * or changes it, which needs the `current` one. A wrong or missing current password is `bad-credentials`.
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
 * name without a password cannot be signed into. Failed attempts are limited per name and per address
 * (`rate-limited`, with `retryAfterMs`).
 */
export const SignInRequestSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(NAME_MAX_LENGTH + 20)),
  password,
});
export type SignInRequest = v.InferOutput<typeof SignInRequestSchema>;
