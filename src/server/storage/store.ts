import type { ClubStore } from './club-store';
import { migrate } from './migrations';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';
import { SqlClubStore } from './sql-club-store';
import type { SqlDatabase } from './sql-database';

/** Where the embedded database lives when neither option names one. */
export const DEFAULT_DATA_DIR = '.club-data';

export interface ClubStoreOptions {
  /** A PostgreSQL server (`postgres://user:password@host:port/database`); wins over `dataDir`. */
  readonly databaseUrl?: string;
  /** The PGlite data folder, created when missing; `.club-data` by default. */
  readonly dataDir?: string;
}

/** The database the options point at, connected but not yet migrated. */
export function openSqlDatabase(options: ClubStoreOptions): Promise<SqlDatabase> {
  return options.databaseUrl
    ? openPostgresDatabase(options.databaseUrl)
    : openPgliteDatabase(options.dataDir ?? DEFAULT_DATA_DIR);
}

/**
 * Opens the club's storage and brings its schema up to date: a PostgreSQL server when `databaseUrl` is
 * given, otherwise PGlite in `dataDir`. Fails with a message naming DATABASE_URL or the folder.
 */
export async function openClubStore(options: ClubStoreOptions): Promise<ClubStore> {
  return new SqlClubStore(await openClubDatabase(options));
}

/** The database the options point at, with its schema brought up to date (for the store and its live rooms). */
export async function openClubDatabase(options: ClubStoreOptions): Promise<SqlDatabase> {
  const db = await openSqlDatabase(options);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
