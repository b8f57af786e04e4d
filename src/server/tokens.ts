import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_MAX_AGE_MS } from '../net/accounts';
import { TOKEN_LIFETIME_MS } from '../net/http';

/**
 * Signed player tokens (JWT, HS256): the token names the player, and only the club's secret can make
 * one, so a token cannot be forged or edited to name someone else. A stolen token must not be access for
 * ever, so each token also names
 * - the player's token version when it was issued (`ver`): raising the version (a password changed,
 *   "sign out everywhere") refuses every token issued before, on every process, since the version is
 *   read from the store;
 * - the time of the sign-in or guest creation it descends from (`org`, carried over by every renewal):
 *   no token is good more than TOKEN_MAX_AGE_MS after it, however often it was renewed.
 * A token from before versions (no `ver`, no `org`) counts as version 0 descending from its own issue.
 */
export interface TokenKeeper {
  /**
   * A token for the player under their current version, descending from `origin` (epoch ms: the sign-in
   * or guest creation; now when absent). It expires TOKEN_LIFETIME_MS from now, or at the origin's end.
   */
  issue(playerId: string, origin?: number): Promise<{ token: string; expiresAt: number }>;
  /** Who the token names and when its line began, or null: bad, forged, expired, revoked or too old. */
  read(token: string): Promise<TokenClaims | null>;
  /** The player the token names, or null (as `read`). */
  playerOf(token: string): Promise<string | null>;
}

export interface TokenClaims {
  readonly playerId: string;
  /** The sign-in (or guest creation) the token descends from, epoch ms (whole seconds). */
  readonly origin: number;
}

/** The player's current token version, or null when there is no such player (store.tokenVersionOf). */
export type TokenVersionOf = (playerId: string) => Promise<number | null>;

const ISSUER = 'infection-club';

const wholeSeconds = (ms: number): number => Math.floor(ms / 1000);

export function tokenKeeper(secret: Uint8Array, now: () => number, versionOf: TokenVersionOf): TokenKeeper {
  if (secret.length < 32) throw new Error('the token secret needs at least 32 bytes');
  const read = async (token: string): Promise<TokenClaims | null> => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        currentDate: new Date(now()),
      }));
    } catch {
      return null;
    }
    const { sub, ver = 0, org = payload.iat } = payload;
    if (typeof sub !== 'string' || sub.length === 0) return null;
    if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(org)) return null;
    const origin = (org as number) * 1000;
    if (now() - origin >= TOKEN_MAX_AGE_MS) return null;
    return (await versionOf(sub)) === ver ? { playerId: sub, origin } : null;
  };
  return {
    async issue(playerId, origin = now()) {
      const issuedAt = now();
      const expiresAt = Math.min(issuedAt + TOKEN_LIFETIME_MS, origin + TOKEN_MAX_AGE_MS);
      const token = await new SignJWT({ ver: (await versionOf(playerId)) ?? 0, org: wholeSeconds(origin) })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(playerId)
        .setIssuedAt(wholeSeconds(issuedAt))
        .setExpirationTime(wholeSeconds(expiresAt))
        .sign(secret);
      return { token, expiresAt: wholeSeconds(expiresAt) * 1000 };
    },
    read,
    async playerOf(token) {
      return (await read(token))?.playerId ?? null;
    },
  };
}

/**
 * The token secret: CLUB_SECRET when set, else one kept in the data folder (made on first start), so
 * tokens outlive a restart without anyone having to configure anything.
 */
export async function loadSecret(fromEnv: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('CLUB_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const file = join(dataDir, 'club-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 64) return Buffer.from(kept, 'hex');
  } catch {
    // no secret yet: make one below
  }
  await mkdir(dataDir, { recursive: true });
  const made = randomBytes(32);
  await writeFile(file, made.toString('hex') + '\n', { mode: 0o600 });
  return made;
}
