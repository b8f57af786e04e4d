/**
 * `npm run club:cluster -- --processes 3 [--port 8080] [--static dist]`: the club on several processes
 * on this machine. Redis (matchmaking shared between the processes), a throwaway PostgreSQL (the one
 * store; or DATABASE_URL's), N club processes on their own loopback ports, and nginx in front on one
 * address: `/p<i>/…` reaches process i's websockets, everything else any process. All of it lives in
 * one temporary folder; Ctrl-C (or SIGTERM) stops everything and removes it. Installs Debian's
 * redis-server, nginx and postgresql when missing. See the README ("The club on several processes").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  ensureInstalled,
  freePort,
  newSecret,
  startClubProcess,
  startNginx,
  startPostgres,
  startRedis,
  type Child,
  type Postgres,
} from './club-cluster-parts';
import { numberArg, readArgs, usageError } from './script-args';

const SCRIPT = 'club:cluster';
const { values: args } = readArgs(SCRIPT, {
  processes: { type: 'string' },
  port: { type: 'string' },
  static: { type: 'string' },
});
const processes = numberArg(SCRIPT, 'processes', args.processes, 3, { min: 1, whole: true });
if (processes > 16) usageError(SCRIPT, `--processes is at most 16, got ${processes}`);
const publicPort = numberArg(SCRIPT, 'port', args.port, 8080, { min: 1, whole: true });
const staticDir = args.static ? resolve(args.static) : undefined;

const folder = mkdtempSync(join(tmpdir(), 'infection-cluster-'));
let redis: Child | null = null;
let nginx: Child | null = null;
const clubs: Child[] = [];
let postgres: Postgres | null = null;
let stopping = false;

async function stopAll(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  // The club processes first (they close their rooms and the store), then what they stand on.
  await Promise.all(clubs.map((club) => club.stop('SIGTERM')));
  await nginx?.stop('SIGTERM');
  await redis?.stop('SIGTERM');
  try {
    postgres?.stop();
  } catch (error) {
    console.error(`[cluster] PostgreSQL: ${String(error)}`);
  }
  rmSync(folder, { recursive: true, force: true });
  console.log('[cluster] stopped');
  process.exit(code);
}

async function main(): Promise<void> {
  ensureInstalled();
  const redisPort = await freePort();
  redis = await startRedis(folder, redisPort);
  const clubPorts = await Promise.all(Array.from({ length: processes }, () => freePort()));
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = startPostgres(folder, await freePort());
    databaseUrl = postgres.url;
  }
  const secret = process.env.CLUB_SECRET ?? newSecret();
  const common = { publicPort, redisUrl: `redis://127.0.0.1:${redisPort}`, databaseUrl, secret, staticDir };
  // One after the other: the first one migrates the database and opens the lobby.
  for (const [i, port] of clubPorts.entries()) {
    clubs.push(await startClubProcess({ ...common, index: i + 1, port, echo: true }));
  }
  nginx = await startNginx(folder, publicPort, clubPorts);
  for (const child of [redis, nginx, ...clubs]) {
    child.process.on('exit', (code, signal) => {
      if (!stopping) console.log(`[cluster] ${child.name} ended (${signal ?? code}); the others go on`);
    });
  }
  console.log(
    `[cluster] the club is at http://127.0.0.1:${publicPort} — ${processes} processes ` +
      `(ports ${clubPorts.join(', ')}), Redis on ${redisPort}, ` +
      `${postgres ? 'a throwaway PostgreSQL' : 'DATABASE_URL'}; files in ${folder}. Ctrl-C stops it.`,
  );
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
main().catch((error: unknown) => {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : String(error)}`);
  for (const child of [redis, nginx, ...clubs]) if (child) console.error(child.log.slice(-2000));
  void stopAll(1);
});
