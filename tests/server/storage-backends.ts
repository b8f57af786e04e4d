/** The two places the club's storage runs, each able to hand out a fresh empty database and remove it. */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ClubStoreOptions } from '../../src/server/storage/store';

export interface StorageBackend {
  readonly name: string;
  /** Options that open a new, empty database. */
  fresh(): Promise<ClubStoreOptions>;
  /** Removes what `fresh` made; the stores on it are closed by then. */
  discard(options: ClubStoreOptions): Promise<void>;
}

export const pgliteBackend: StorageBackend = {
  name: 'PGlite',
  async fresh() {
    return { dataDir: await mkdtemp(join(tmpdir(), 'infection-club-')) };
  },
  async discard(options) {
    if (options.dataDir) await rm(options.dataDir, { recursive: true, force: true });
  },
};

/**
 * A new database per suite on the server TEST_DATABASE_URL names (scripts/with-postgres.sh starts one),
 * so "from empty" really is empty however often the tests run against the same server.
 */
export function postgresBackend(serverUrl: string): StorageBackend {
  async function asAdmin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  const databaseName = (options: ClubStoreOptions) => new URL(options.databaseUrl ?? '').pathname.slice(1);
  return {
    name: 'PostgreSQL',
    async fresh() {
      const name = `infection_store_${randomUUID().replaceAll('-', '')}`;
      await asAdmin(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { databaseUrl: url.toString() };
    },
    async discard(options) {
      await asAdmin(`DROP DATABASE IF EXISTS ${databaseName(options)} WITH (FORCE)`);
    },
  };
}
