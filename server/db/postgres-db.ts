import pg from 'pg';
import type { Db, Queryable } from './db';

export function createPostgresDb(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const poolQueryable = queryableOf(pool);
  return {
    kind: 'postgres',
    ...poolQueryable,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryableOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function queryableOf(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async (sql, params = []) => (await target.query(sql, [...params])).rows as never[],
    exec: async (sql) => {
      await target.query(sql);
    },
  };
}
