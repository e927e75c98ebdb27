import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelopeSchema, type Envelope } from '@/lib/api/schemas/common';
import { createServer, type ServerOptions } from '../app';
import { createPasswordHasher } from '../auth/password-hash';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { createPgliteDb } from '../db/pglite-db';
import { resetAndSeed } from '../seed';
import * as z from '@/lib/api/zod';

/** Cheap scrypt for tests only (the stored string records the parameters). */
export const testPasswords = createPasswordHasher({ logN: 10, r: 8, p: 1 });

export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function testClock(start = new Date('2026-01-01T00:00:00Z')): TestClock {
  let current = start.getTime();
  return { now: () => new Date(current), advance: (ms) => (current += ms) };
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  envelope: Envelope;
}

export interface PostOptions {
  token?: string;
  authorization?: string;
  language?: string;
  /** The client a trusted proxy in front reports. */
  forwardedFor?: string;
}

/** POSTs `body` as JSON to the API at `url` and parses the envelope it answers. */
export async function postApi(
  url: string,
  path: string,
  body: unknown = {},
  { token, authorization, language, forwardedFor }: PostOptions = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (authorization) headers.authorization = authorization;
  if (language) headers['accept-language'] = language;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  const response = await fetch(`${url}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    headers: response.headers,
    envelope: envelopeSchema(z).parse(await response.json()),
  };
}

export interface TestApp {
  url: string;
  db: Db;
  clock: TestClock;
  post(path: string, body?: unknown, options?: PostOptions): Promise<ApiAnswer>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

/**
 * In-memory PGlite, migrated and seeded, behind a real HTTP server on a loopback port. `serverDb`
 * gives the server a wrapper of that database (e.g. one that records queries); `app.db` stays the
 * database itself.
 */
export async function startTestApp(
  overrides: Partial<Omit<ServerOptions, 'clock' | 'db'>> & {
    clock?: TestClock;
    serverDb?: (db: Db) => Db;
  } = {},
): Promise<TestApp> {
  const db = await createPgliteDb();
  await migrate(db);
  const clock = overrides.clock ?? testClock();
  await resetAndSeed(db, testPasswords, clock.now());
  const { serverDb, ...serverOptions } = overrides;
  const server = await createServer({
    db: serverDb ? serverDb(db) : db,
    staticDir: '/nonexistent',
    chainRpcUrl: 'http://127.0.0.1:9',
    passwords: testPasswords,
    clock,
    validateResponses: true,
    // Tests of the limits opt in; the others send bursts a person never would.
    apiRateLimitScale: 0,
    ...serverOptions,
  });
  const url = await listen(server);
  return {
    url,
    db,
    clock,
    post: (path, body, options) => postApi(url, path, body, options),
    reset: () => resetAndSeed(db, testPasswords, clock.now()),
    async close() {
      await closeServer(server);
      await db.close();
    },
  };
}

/** A Db for servers whose tests never reach the database. */
export const unusedDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};
