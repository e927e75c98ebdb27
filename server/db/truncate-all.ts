import type { Db } from './db';
import { invalidateAll } from './read-cache';

/** Empties every application table (not `schema_migrations`), whatever later migrations add. */
export async function truncateAll(db: Db): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
  );
  if (tables.length === 0) return;
  const list = tables.map(({ name }) => `"${name.replaceAll('"', '""')}"`).join(', ');
  try {
    await db.exec(`TRUNCATE ${list} RESTART IDENTITY CASCADE`);
  } finally {
    invalidateAll();
  }
}
