/** What a handler or repository needs from the database: plain parameterised SQL ($1, $2, …). */
export interface Queryable {
  // The row type is asserted, not checked: every query names its columns and casts them (::int, ::text).
  query<T extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements at once, no parameters (migrations, truncation). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  /** The connections and who waits for one, for /metrics (absent on test doubles). */
  poolStats?(): DbPoolStats;
  /** Opens every connection of the pool now, so the first requests do not wait for them (PostgreSQL). */
  warm?(): Promise<void>;
  /** Calls `listener` with the seconds each query or transaction waited for a connection (PostgreSQL). */
  observePoolWait?(listener: (seconds: number) => void): void;
}

export interface DbPoolStats {
  /** Connections open (PGlite: its one). */
  total: number;
  /** Connections running a query or transaction. */
  inUse: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

/** PostgreSQL SQLSTATE 23505, raised identically by PGlite and node-postgres. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: actual } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || actual === constraint);
}
