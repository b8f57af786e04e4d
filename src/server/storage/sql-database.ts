/**
 * The little SQL surface the club's store needs, which PGlite (in a data folder) and a PostgreSQL server
 * (through a `pg` Pool) both provide, so the store and its migrations are one code path for both.
 */
export interface SqlQueryable {
  /** One statement with `$1`-style parameters; the rows it returns. */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface SqlDatabase extends SqlQueryable {
  /** Which back-end: for messages and tests; the SQL is the same. */
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` inside BEGIN … COMMIT on one connection; any error rolls it back and is rethrown. */
  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The message of whatever was thrown, for wrapping it in one that says what we were doing. */
export function causeOf(error: unknown): string {
  if (error instanceof Error) {
    // Node's connection errors (ECONNREFUSED…) come as an AggregateError with an empty message.
    if (error.message) return error.message;
    const code = (error as { code?: unknown }).code;
    if (error instanceof AggregateError && error.errors.length > 0) return causeOf(error.errors[0]);
    if (typeof code === 'string') return code;
    return error.name;
  }
  return String(error);
}
