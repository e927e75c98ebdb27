import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';
import type { Db } from './db';
import { createPgliteDb } from './pglite-db';
import { createPostgresDb } from './postgres-db';

export const IN_MEMORY = ':memory:';

export interface DbLocation {
  /** PostgreSQL connection string; wins over `dataDir`. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or `:memory:`. */
  dataDir: string;
}

export async function openDb({ databaseUrl, dataDir }: DbLocation): Promise<Db> {
  if (databaseUrl) return createPostgresDb(databaseUrl);
  if (dataDir === IN_MEMORY || dataDir === 'memory://') return createPgliteDb();
  const absolute = resolve(dataDir);
  const release = await acquireDataDirLock(absolute);
  try {
    mkdirSync(absolute, { recursive: true });
    const db = await createPgliteDb(absolute);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function describeDbLocation({ databaseUrl, dataDir }: DbLocation): string {
  if (databaseUrl) return `PostgreSQL ${redactPassword(databaseUrl)}`;
  return dataDir === IN_MEMORY ? 'PGlite in memory' : `PGlite ${resolve(dataDir)}`;
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
