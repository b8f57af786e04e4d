import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { causeOf, type SqlDatabase, type SqlQueryable } from './sql-database';

/** The subset of PGlite and of its transaction object that we use. */
interface PgliteQueryable {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
}

function queryable(target: PgliteQueryable): SqlQueryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PostgreSQL compiled to WASM, kept in `dataDir` (created when missing), so a fresh machine needs no
 * database server. One process at a time: PGlite is a single connection over files, not a server.
 */
export async function openPgliteDatabase(dataDir: string): Promise<SqlDatabase> {
  const folder = resolve(dataDir);
  try {
    await mkdir(folder, { recursive: true });
    await access(folder, constants.W_OK);
  } catch (error) {
    throw new Error(`The club's data folder ${folder} cannot be created or written: ${causeOf(error)}`, {
      cause: error,
    });
  }
  let db: PGlite;
  try {
    db = await PGlite.create(folder);
  } catch (error) {
    throw new Error(`The club's data folder ${folder} could not be opened as a database: ${causeOf(error)}`, {
      cause: error,
    });
  }
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    close: () => db.close(),
  };
}
