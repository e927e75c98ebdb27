import type { Server } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createServer, type ServerOptions } from '../app';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPostgresDb } from '../db/postgres-db';
import { startTempPostgres, type TempPostgres } from './temp-postgres';
import { closeServer, listen, testPasswords } from './test-app';

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

/** A server instance of {@link serverInstances}: its own pool, listening on its own port. */
export interface ServerInstance {
  db: Db;
  server: Server;
  url: string;
}

/**
 * `count` server instances on one throwaway PostgreSQL ({@link postgresInstances}), as processes
 * behind a load balancer are. `options` is read as they start, after the file's earlier `beforeAll`
 * hooks (a chain started there); by default no chain, no static export and test password hashing.
 * The array fills before the file's tests run; the instances stop after them.
 */
export function serverInstances(
  count: number,
  options: () => Partial<Omit<ServerOptions, 'db'>>,
): ServerInstance[] {
  const dbs = postgresInstances(count);
  const instances: ServerInstance[] = [];
  beforeAll(async () => {
    for (const db of dbs) {
      const server = await createServer({
        db,
        staticDir: '/nonexistent',
        chainRpcUrl: 'http://127.0.0.1:9',
        passwords: testPasswords,
        validateResponses: true,
        ...options(),
      });
      instances.push({ db, server, url: await listen(server) });
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(instances.splice(0).map(({ server }) => closeServer(server)));
  }, 30_000);
  return instances;
}
