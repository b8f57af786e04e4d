import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_LIFETIME_MS } from '../net/http';

/**
 * Signed player tokens (JWT, HS256): the token names the player, and only the club's secret can make
 * one, so a token cannot be forged or edited to name someone else.
 */
export interface TokenKeeper {
  issue(playerId: string): Promise<{ token: string; expiresAt: number }>;
  /** The player the token names, or null for a bad, forged or expired token. */
  playerOf(token: string): Promise<string | null>;
}

const ISSUER = 'infection-club';

export function tokenKeeper(secret: Uint8Array, now: () => number): TokenKeeper {
  if (secret.length < 32) throw new Error('the token secret needs at least 32 bytes');
  return {
    async issue(playerId) {
      const issuedAt = now();
      const expiresAt = issuedAt + TOKEN_LIFETIME_MS;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(playerId)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(secret);
      return { token, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
    },
    async playerOf(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(now()),
        });
        return typeof payload.sub === 'string' && payload.sub.length > 0 ? payload.sub : null;
      } catch {
        return null;
      }
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
