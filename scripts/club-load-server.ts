/**
 * The club under load (`npm run club:load` starts it as a child process): a real club on 127.0.0.1 on
 * its own database (PGlite in a temporary folder, or DATABASE_URL), whose store counts the writes it
 * makes (CLUB_LOAD_STORE=memory: the in-memory store, counting its writing calls, for the quick smoke
 * test that cannot wait for a database to be made). It answers the parent's `sample` with its CPU time, memory and writes so far, and stops on
 * `stop` (or when the parent goes away). The HTTP limit per address is lifted: every simulated player
 * comes from 127.0.0.1.
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClub } from '../src/server/club-server';
import type { ClubStore } from '../src/server/storage/club-store';
import { memoryClubStore } from '../src/server/storage/memory-store';
import { migrate } from '../src/server/storage/migrations';
import { SqlClubStore } from '../src/server/storage/sql-club-store';
import type { SqlDatabase, SqlQueryable } from '../src/server/storage/sql-database';
import { openSqlDatabase } from '../src/server/storage/store';

/** What the server tells its parent. */
export type ServerReport =
  | { readonly type: 'ready'; readonly url: string; readonly storage: string; readonly log: string }
  | { readonly type: 'sample'; readonly sample: ServerSample }
  | { readonly type: 'failed'; readonly error: string };

export interface ServerSample {
  /** CPU time used so far (user + system), in ms. */
  readonly cpuMs: number;
  readonly rssBytes: number;
  readonly heapBytes: number;
  /** INSERT, UPDATE and DELETE statements so far. */
  readonly writes: number;
  /** Lines the club logged, and how many of them were refusals. */
  readonly logLines: number;
  readonly refusalLines: number;
  /** performance.now() of the server, in ms. */
  readonly at: number;
}

let writes = 0;
const WRITE = /^\s*(INSERT|UPDATE|DELETE)\b/i;

function counting(target: SqlQueryable): SqlQueryable {
  return {
    query(sql, params) {
      if (WRITE.test(sql)) writes += 1;
      return target.query(sql, params);
    },
    exec: (sql) => target.exec(sql),
  };
}

/** The in-memory store, counting the calls that would write to a database. */
function countingMemoryStore(): ClubStore {
  const store = memoryClubStore();
  const writing = ['createPlayer', 'touchPlayer', 'setPassword', 'createGame', 'appendMove', 'finishGame'];
  return new Proxy(store, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string' || typeof value !== 'function') return value;
      const counts = writing.includes(key) || key.startsWith('rate') || key === 'flagGame';
      return (...args: unknown[]) => {
        if (counts) writes += 1;
        return (value as (...rest: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** The club's store: PostgreSQL (DATABASE_URL), PGlite in a new folder, or memory; and the folder. */
async function openStore(): Promise<{ store: ClubStore; dataDir: string | null; storage: string }> {
  if (process.env.CLUB_LOAD_STORE === 'memory')
    return { store: countingMemoryStore(), dataDir: null, storage: 'memory' };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? null : await mkdtemp(join(tmpdir(), 'infection-load-'));
  const db: SqlDatabase = await openSqlDatabase(databaseUrl ? { databaseUrl } : { dataDir: dataDir ?? '' });
  await migrate(db);
  const counted: SqlDatabase = {
    ...db,
    ...counting(db),
    transaction: (work) => db.transaction((tx) => work(counting(tx))),
    close: () => db.close(),
  };
  return { store: new SqlClubStore(counted), dataDir, storage: databaseUrl ? 'PostgreSQL' : 'PGlite' };
}

async function main(): Promise<void> {
  // The parent may be gone already (stopped, or killed at its deadline): then there is no one to tell.
  const send = (report: ServerReport): void => {
    if (process.connected) process.send?.(report, undefined, undefined, () => undefined);
  };
  const { store, dataDir, storage } = await openStore();
  const logFile = join(dataDir ?? tmpdir(), `club-load-${process.pid}.log`);
  let logLines = 0;
  let refusalLines = 0;
  const club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store,
    secret: randomBytes(32),
    apiCallsPerMinute: 1_000_000,
    // Every simulated player comes from 127.0.0.1: no cap per address may stop the load.
    limits: {
      connectionsPerAddress: 1_000_000,
      watchJoinsPerMinute: 1_000_000,
      unjoinedRoomsPerAddress: 1_000_000,
      computerGamesPerAddress: 1_000_000,
      watchersPerRoom: 1_000_000,
    },
    engineWorkers: 1,
    log: (line) => {
      logLines += 1;
      if (line.startsWith('refused ')) refusalLines += 1;
      appendFileSync(logFile, `${new Date().toISOString()} ${line}\n`);
    },
  });
  send({ type: 'ready', url: club.url, storage, log: logFile });

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await club.close().catch(() => undefined);
    if (dataDir && !process.env.CLUB_LOAD_KEEP) await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message: { type?: string }) => {
    if (message.type === 'stop') return void stop();
    if (message.type !== 'sample') return;
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    send({
      type: 'sample',
      sample: {
        cpuMs: (cpu.user + cpu.system) / 1000,
        rssBytes: memory.rss,
        heapBytes: memory.heapUsed,
        writes,
        logLines,
        refusalLines,
        at: performance.now(),
      },
    });
  });
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.send?.({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
