import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPostgresDb } from '../db/postgres-db';
import { startTempPostgres, type TempPostgres } from './temp-postgres';

/**
 * `count` server instances' connection pools on one migrated throwaway PostgreSQL (or
 * `TEST_DATABASE_URL`), for the tests of what instances do to each other at the same moment. The
 * array fills before the file's tests run and is closed after them.
 */
export function postgresInstances(count: number): Db[] {
  let postgres: TempPostgres | null = null;
  const dbs: Db[] = [];
  beforeAll(async () => {
    postgres = await startTempPostgres();
    if (!postgres) throw new Error('No PostgreSQL: install Debian postgresql or set TEST_DATABASE_URL');
    for (let n = 0; n < count; n += 1) dbs.push(createPostgresDb(postgres.url));
    const [first] = dbs;
    if (first) await migrate(first);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    await postgres?.stop();
  }, 30_000);
  return dbs;
}
