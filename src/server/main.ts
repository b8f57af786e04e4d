/**
 * The club server: `npm run club` (from source), and `npm run serve` with STATIC_DIR set to the built
 * game. Environment:
 * - PORT: the one port for the API, matchmaking, websockets and the built game (2567).
 * - CLUB_DATA_DIR: the data folder for the embedded database and the kept token secret (`.club-data/`).
 * - DATABASE_URL: a PostgreSQL server instead of the embedded database.
 * - CLUB_SECRET: the token signing key (at least 32 characters); made and kept in the data folder if absent.
 * - CLUB_ENGINE_WORKERS: worker threads for the computer's searches (the cores less one, at least one).
 * - STATIC_DIR (or `--static <folder>`): a built game to serve (`dist/`); nothing else is served when absent.
 * - REDIS_URL: one process of a club on several (`npm run club:cluster`): matchmaking shared through
 *   Redis, open games kept in PostgreSQL (DATABASE_URL is then required; PGlite serves one process).
 * - CLUB_PUBLIC_ADDRESS: with REDIS_URL, where players' websockets reach this process (`host:port/path`).
 * - CLUB_SWEEP_MS: with REDIS_URL, how often to open again rooms whose process died (30000).
 * - TRUSTED_PROXY: the addresses of the proxies in front (comma-separated); from them, the last
 *   X-Forwarded-For entry is the client's address. Unset: every such header is ignored.
 * - CLUB_API_CALLS_PER_MINUTE (60), CLUB_CONNECTIONS_PER_ADDRESS (20), CLUB_WATCH_JOINS_PER_MINUTE (50),
 *   CLUB_UNJOINED_ROOMS_PER_ADDRESS (3), CLUB_COMPUTER_GAMES_PER_ADDRESS (2), CLUB_WATCHERS_PER_ROOM
 *   (200): the limits per client address and per game (club-limits.ts).
 */
import { readClubEnvironment } from './club-environment';
import { startClub } from './club-server';
import type { ClusterOptions } from './cluster';
import type { RoomSnapshot } from './room-journal';
import { sqlLiveRooms } from './storage/live-room-store';
import { SqlClubStore } from './storage/sql-club-store';
import { openClubDatabase, openSqlDatabase } from './storage/store';
import { loadSecret } from './tokens';

async function main(): Promise<void> {
  const settings = readClubEnvironment(process.env, process.argv.slice(2));
  if (!settings.ok) throw new Error(settings.error);
  const { port, dataDir, databaseUrl, redisUrl, staticDir, engineWorkers } = settings.value;
  const db = await openClubDatabase({ databaseUrl, dataDir });
  const store = new SqlClubStore(db);
  const cluster: ClusterOptions | undefined =
    redisUrl && databaseUrl
      ? {
          redisUrl,
          publicAddress: settings.value.publicAddress,
          sweepMs: settings.value.sweepMs,
          rooms: sqlLiveRooms<RoomSnapshot>(await openSqlDatabase({ databaseUrl })),
        }
      : undefined;
  const secret = await loadSecret(settings.value.secret, dataDir);
  // Alone, the open rooms are kept in the club's own database (PGlite serves one connection).
  const rooms = cluster ? undefined : sqlLiveRooms<RoomSnapshot>(db);
  const club = await startClub({
    port,
    store,
    secret,
    staticDir,
    engineWorkers,
    cluster,
    rooms,
    trustedProxies: settings.value.trustedProxies,
    limits: settings.value.limits,
  });
  const where =
    (databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`) +
    (cluster ? ' · Redis (REDIS_URL)' : '');
  console.log(
    `[club] listening on ${club.url} · storage: ${where}${staticDir ? ` · serving ${staticDir}` : ''}`,
  );

  let closing = false;
  const stop = (signal: string): void => {
    if (closing) return;
    closing = true;
    console.log(`[club] ${signal}: closing`);
    // Every acknowledged move is stored already: a close that hangs must not hold up a redeploy.
    setTimeout(() => {
      console.error('[club] still closing after 4.5 s: exiting (the open games are kept)');
      process.exit(0);
    }, 4_500).unref();
    club.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`[club] could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
