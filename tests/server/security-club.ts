/**
 * The security tests' club: the real SQL store (PGlite in a temporary folder), so "nothing changed" is
 * read from the database's own tables, and a known token secret, so a test can sign an expired token.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClub, type RunningClub } from '../../src/server/club-server';
import { migrate } from '../../src/server/storage/migrations';
import { SqlClubStore } from '../../src/server/storage/sql-club-store';
import type { SqlDatabase } from '../../src/server/storage/sql-database';
import { openSqlDatabase } from '../../src/server/storage/store';
import { TEST_PASSWORD_COST, TestClock } from './club-harness';

export interface SecureClub {
  readonly club: RunningClub;
  readonly url: string;
  readonly secret: Uint8Array;
  readonly clock: TestClock;
  readonly logs: string[];
  /** Every row of every table, in a stable order: compare two to prove nothing was written. */
  snapshot(): Promise<string>;
  close(): Promise<void>;
}

export async function startSecureClub(): Promise<SecureClub> {
  const dataDir = await mkdtemp(join(tmpdir(), 'infection-security-'));
  const db: SqlDatabase = await openSqlDatabase({ dataDir });
  await migrate(db);
  const secret = randomBytes(32);
  const clock = new TestClock();
  const logs: string[] = [];
  const club = await startClub({
    port: 0,
    host: '127.0.0.1',
    store: new SqlClubStore(db),
    secret,
    now: clock.now,
    tickMs: 10,
    // The HTTP flood test comes from its own loopback address; everything else shares 127.0.0.1.
    apiCallsPerMinute: 60,
    // Cheap password hashes: these tests sign in many times; the club's own cost is checked in accounts.test.ts.
    passwordCost: TEST_PASSWORD_COST,
    log: (message) => logs.push(message),
  });
  return {
    club,
    url: club.url,
    secret,
    clock,
    logs,
    async snapshot() {
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_name <> 'schema_migrations' ORDER BY table_name`,
      );
      const dump: Record<string, string[]> = {};
      for (const { name } of tables) {
        const rows = await db.query(`SELECT * FROM ${name}`);
        dump[name] = rows.map((row) => JSON.stringify(row)).sort();
      }
      return JSON.stringify(dump, null, 1);
    },
    async close() {
      await club.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The refusal lines the club has logged (`refused {json}`), parsed. */
export function refusalLines(logs: readonly string[]): Record<string, unknown>[] {
  return logs
    .filter((line) => line.startsWith('refused '))
    .map((line) => JSON.parse(line.slice('refused '.length)) as Record<string, unknown>);
}

export interface RawReply {
  readonly status: number;
  readonly text: string;
  readonly headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request, byte for byte as given (`body` may be any size, sent in 64 kB chunks; `chunked`
 * leaves out the content-length), from `from` (a loopback address) so an address's limits can be tested
 * apart from the rest of the file. A connection the server closes early still gives its reply.
 */
export function rawRequest(
  url: string,
  method: string,
  path: string,
  options: { body?: string | number; chunked?: boolean; from?: string; type?: string } = {},
): Promise<RawReply> {
  const { hostname, port } = new URL(url);
  const size = typeof options.body === 'number' ? options.body : Buffer.byteLength(options.body ?? '');
  const headers: Record<string, string | number> = { 'content-type': options.type ?? 'application/json' };
  if (!options.chunked && options.body !== undefined) headers['content-length'] = size;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, path, method, headers, localAddress: options.from },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        const reply = (): void => resolve({ status: res.statusCode ?? 0, text, headers: res.headers });
        res.on('end', reply);
        res.on('error', reply);
      },
    );
    req.on('error', reject);
    if (typeof options.body === 'string') return void req.end(options.body);
    if (options.body === undefined) return void req.end();
    // A large body of junk, written while the server keeps reading; it may stop reading first.
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = (): void => {
      while (sent < size && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    req.on('error', () => undefined);
    write();
  });
}
