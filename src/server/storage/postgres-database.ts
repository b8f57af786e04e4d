import pg from 'pg';
import { causeOf, type SqlDatabase, type SqlQueryable } from './sql-database';

/** How long opening waits for the server before saying it is unreachable. */
const CONNECT_TIMEOUT_MS = 10_000;

/** The URL with its password replaced, so it can go into messages and logs. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(not a URL)';
  }
}

function checkDatabaseUrl(databaseUrl: string): void {
  let url: URL | null = null;
  try {
    url = new URL(databaseUrl);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
    throw new Error(
      `DATABASE_URL is not a PostgreSQL URL (expected postgres://user:password@host:port/database): ` +
        redactDatabaseUrl(databaseUrl),
    );
  }
}

function queryable(client: pg.Pool | pg.PoolClient): SqlQueryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await client.query<Row>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** A PostgreSQL server through a `pg` Pool; fails at once, naming DATABASE_URL, when it cannot connect. */
export async function openPostgresDatabase(databaseUrl: string): Promise<SqlDatabase> {
  checkDatabaseUrl(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection that the server drops must not crash the process; the pool opens a new one.
  pool.on('error', (error) => console.error(`club store: a PostgreSQL connection failed: ${causeOf(error)}`));
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(
      `DATABASE_URL ${redactDatabaseUrl(databaseUrl)}: cannot connect to PostgreSQL: ${causeOf(error)}`,
      { cause: error },
    );
  }

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch (rollbackError) {
          // A connection that cannot even roll back goes back to the pool destroyed, not reused.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
