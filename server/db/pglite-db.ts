import { PGlite, messages, parse, protocol, type Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

export interface PgliteDbOptions {
  /** Distinct SQL texts kept prepared; past that the oldest is closed (default 500). */
  maxPreparedStatements?: number;
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. */
export async function createPgliteDb(dataDir?: string, options: PgliteDbOptions = {}): Promise<Db> {
  const pglite = await PGlite.create(dataDir);
  const statements = new StatementCache(pglite, options.maxPreparedStatements ?? 500);
  // PGlite is one connection: what runs holds it, the rest wait their turn (for /metrics).
  let running = 0;
  const counted = async <R>(work: () => Promise<R>): Promise<R> => {
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
    }
  };
  return {
    kind: 'pglite',
    // Like `pglite.query`: waits for an open transaction to finish, then runs alone.
    query: (sql, params = []) =>
      counted(async () => {
        await pglite._checkReady();
        return pglite._runExclusiveTransaction(() =>
          pglite._runExclusiveQuery(() => statements.run(sql, params, { inTransaction: false })),
        );
      }),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) =>
      counted(() => pglite.transaction((tx) => fn(wrapTransaction(tx, pglite, statements)))),
    close: () => pglite.close(),
    poolStats: () => ({ total: 1, inUse: Math.min(running, 1), waiting: Math.max(running - 1, 0) }),
  };
}

function wrapTransaction(tx: Transaction, pglite: PGlite, statements: StatementCache): Queryable {
  return {
    // `pglite.transaction` holds the transaction lock while `fn` runs; each query takes the query lock.
    query: async (sql, params = []) => {
      if (tx.closed) throw new Error('Transaction is closed');
      return pglite._runExclusiveQuery(() => statements.run(sql, params, { inTransaction: true }));
    },
    exec: async (sql) => {
      await tx.exec(sql);
    },
  };
}

interface PreparedStatement {
  name: string;
  /** Parameter type oids, to serialise values as `pglite.query` does. */
  paramTypes: readonly number[];
  /** Absent for statements that return no rows. */
  rowDescription: messages.RowDescriptionMessage | undefined;
}

/**
 * Named prepared statements, one per distinct SQL text. `pglite.query` runs every query as an
 * unnamed statement in six protocol round trips (parse, describe, bind, describe, execute, sync), so
 * PostgreSQL parses and plans it again each time; planning a small join costs about 1 ms of CPU in
 * WASM. Here a text is parsed and described once, then each call is one round trip (bind, execute,
 * sync) that reuses the parse tree and, after PostgreSQL's first executions, a cached generic plan.
 * PostgreSQL re-plans by itself when a table it uses changes; if that changes a statement's result
 * columns it refuses to run it, and the statement is prepared afresh. Results are parsed exactly as
 * `pglite.query` parses them (same type parsers and parameter serialisers). The code has a bounded
 * set of SQL texts (no values are ever spliced into them), so `maxStatements` only guards leaks.
 */
class StatementCache {
  readonly #pglite: PGlite;
  readonly #maxStatements: number;
  readonly #bySql = new Map<string, PreparedStatement>();
  #counter = 0;

  constructor(pglite: PGlite, maxStatements: number) {
    this.#pglite = pglite;
    this.#maxStatements = Math.max(1, maxStatements);
  }

  /** Caller holds the query lock (and, outside a transaction, the transaction lock). */
  async run(sql: string, params: readonly unknown[], options: { inTransaction: boolean }): Promise<never[]> {
    try {
      return await this.#execute(sql, params, options);
    } catch (error) {
      if (!isResultTypeChange(error)) throw error;
      const stale = this.#bySql.get(sql);
      this.#bySql.delete(sql);
      // In a transaction the error has aborted it; outside one, run it again, freshly prepared.
      if (options.inTransaction || !stale) throw error;
      await this.#close(stale.name);
      return this.#execute(sql, params, options);
    }
  }

  async #execute(sql: string, params: readonly unknown[], { inTransaction }: { inTransaction: boolean }) {
    const statement = this.#bySql.get(sql) ?? (await this.#prepare(sql));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = this.#pglite.serializers[type];
      return serializer ? serializer(value) : primitiveText(value, type);
    });
    const { messages: answer } = await this.#pglite.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      // Outside a transaction each statement commits on its own: persist it as `pglite.query` does.
      { syncToFs: !inTransaction },
    );
    const withFields = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    // The row type is asserted by the caller (see Queryable).
    return (parse.parseResults(withFields, this.#pglite.parsers)[0]?.rows ?? []) as never[];
  }

  async #prepare(sql: string): Promise<PreparedStatement> {
    // A fresh name every time: a failed attempt may leave a half-made statement behind.
    const name = `s${++this.#counter}`;
    const { messages: answer } = await this.#pglite.execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    let paramTypes: readonly number[] = [];
    let rowDescription: messages.RowDescriptionMessage | undefined;
    for (const message of answer) {
      if (message instanceof messages.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
      if (message instanceof messages.RowDescriptionMessage) rowDescription = message;
    }
    const statement = { name, paramTypes, rowDescription };
    if (this.#bySql.size >= this.#maxStatements) await this.#evictOldest();
    this.#bySql.set(sql, statement);
    return statement;
  }

  async #evictOldest(): Promise<void> {
    const [oldest] = this.#bySql;
    if (!oldest) return;
    this.#bySql.delete(oldest[0]);
    await this.#close(oldest[1].name);
  }

  async #close(name: string): Promise<void> {
    await this.#pglite.execProtocol(
      concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
  }
}

/** SQLSTATE 0A000 "cached plan must not change result type": a table changed under a statement. */
function isResultTypeChange(error: unknown): boolean {
  return (
    error instanceof messages.DatabaseError &&
    error.code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/** Types without a serializer (e.g. numeric) take their value's text, as in `pglite.query`. */
function primitiveText(value: unknown, type: number): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  throw new TypeError(`No serializer for a ${typeof value} parameter of type ${type}`);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
