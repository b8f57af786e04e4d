/**
 * The club's settings from its environment and command line, read once through one schema: every
 * setting named, checked and defaulted here, so a wrong value stops the start with a message naming
 * the variable (never a silent `NaN` or a default taken in its place). `main.ts` documents each one.
 * The limits' `CLUB_*` numbers and TRUSTED_PROXY are read by their own modules' readers
 * (club-limits.ts, client-address.ts), called from here so this stays the one place that reads them.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { issueText } from '../net/issue-text';
import { err, ok, type Result } from '../core/result';
import { parseTrustedProxies } from './client-address';
import { limitsFromEnv, type ClubLimits } from './club-limits';

/** An unset variable and an empty one mean the same: not given. */
const given = v.pipe(
  v.optional(v.string()),
  v.transform((text) => (text === undefined || text.trim() === '' ? undefined : text.trim())),
);

/** A whole number from `min` to `max`, or absent. */
const wholeNumber = (min: number, max: number, what: string) =>
  v.pipe(
    given,
    v.check(
      (text) => text === undefined || (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max),
      `must be ${what}`,
    ),
    v.transform((text) => (text === undefined ? undefined : Number(text))),
  );

const ClubEnvironmentSchema = v.object({
  PORT: wholeNumber(0, 65_535, 'a port number (0 to 65535)'),
  CLUB_DATA_DIR: given,
  DATABASE_URL: given,
  REDIS_URL: given,
  CLUB_PUBLIC_ADDRESS: given,
  CLUB_SWEEP_MS: wholeNumber(100, 86_400_000, 'a whole number of milliseconds (at least 100)'),
  CLUB_SECRET: given,
  CLUB_ENGINE_WORKERS: wholeNumber(1, 256, 'a whole number of at least 1'),
  STATIC_DIR: given,
});

/** What the club starts with. */
export interface ClubEnvironment {
  readonly port: number;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly redisUrl?: string;
  readonly publicAddress?: string;
  readonly sweepMs?: number;
  readonly secret?: string;
  readonly engineWorkers?: number;
  /** The built game to serve (`--static <folder>` over STATIC_DIR), as an absolute path; null: none. */
  readonly staticDir: string | null;
  /** TRUSTED_PROXY: the proxies whose last X-Forwarded-For entry is the client's address. */
  readonly trustedProxies: readonly string[];
  /** The limits per address and per game the `CLUB_*` variables set (the rest keep their defaults). */
  readonly limits: Partial<ClubLimits>;
}

/** The settings from `env` and `argv` (the server's own words); an error names the variable or option. */
export function readClubEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  argv: readonly string[],
): Result<ClubEnvironment> {
  let staticOption: string | undefined;
  try {
    staticOption = parseArgs({ args: [...argv], strict: true, options: { static: { type: 'string' } } })
      .values.static;
  } catch (error) {
    return err(error instanceof Error ? error.message : String(error));
  }
  const parsed = v.safeParse(ClubEnvironmentSchema, env);
  if (!parsed.success) return err(issueText(parsed.issues));
  const read = parsed.output;
  if (read.REDIS_URL && !read.DATABASE_URL) {
    return err(
      'REDIS_URL makes this one process of several, and they need one PostgreSQL database (DATABASE_URL): ' +
        'the embedded PGlite serves a single process only',
    );
  }
  const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXY);
  if (!trustedProxies.ok) return err(trustedProxies.error);
  const limits = limitsFromEnv(env);
  if (!limits.ok) return err(limits.error);
  const staticFolder = staticOption ?? read.STATIC_DIR;
  return ok({
    port: read.PORT ?? 2567,
    dataDir: resolve(read.CLUB_DATA_DIR ?? '.club-data'),
    databaseUrl: read.DATABASE_URL,
    redisUrl: read.REDIS_URL,
    publicAddress: read.CLUB_PUBLIC_ADDRESS,
    sweepMs: read.CLUB_SWEEP_MS,
    secret: read.CLUB_SECRET,
    engineWorkers: read.CLUB_ENGINE_WORKERS,
    staticDir: staticFolder ? resolve(staticFolder) : null,
    trustedProxies: trustedProxies.value,
    limits: limits.value,
  });
}
