import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Arbitrary constant shared by every server instance so concurrent starts migrate one at a time.
const MIGRATION_LOCK_KEY = 72_650_001;

/** The migrations this code knows, as versions (`NNN-name`), in the order they apply. */
export async function knownMigrations(): Promise<string[]> {
  return (await migrationFiles()).map((file) => file.slice(0, -'.sql'.length));
}

async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name)).sort();
}

/** Applies `migrations/NNN-*.sql` in name order, each once, each in its own transaction. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = await migrationFiles();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.slice(0, -'.sql'.length);
    const sql = await readFile(join(MIGRATIONS_DIR, file), 'utf8');
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (didApply) applied.push(version);
  }
  return applied;
}
