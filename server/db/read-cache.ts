import type { Db } from './db';

/**
 * In-memory caches of database reads, only for an exclusive database: embedded PGlite, which one
 * process alone can open (in memory, or on disk behind the data-directory lock), so every write
 * goes through this process's code and can invalidate what it changes. With PostgreSQL other
 * processes (more servers, the operator CLI) write too, so nothing is cached and every read goes
 * to the database.
 *
 * Invalidation is by topic: the code that writes a topic's tables calls `invalidate(topic)` after
 * the write (and `truncateAll` invalidates everything). Each topic has a process-wide generation
 * counter; an entry is served only while its topic's generation is the one it was read at, and a
 * read that overlapped a write is not kept. Writes are rare (logout, password change, an operator
 * editing notices), so dropping a whole topic at once costs little.
 */
export type CacheTopic = 'sessions' | 'notices';

const generations: Record<CacheTopic, number> = { sessions: 0, notices: 0 };

/**
 * Call after writing a topic's tables, before answering: later reads miss and go to the database.
 * Inside a transaction that is enough too: on PGlite a read outside the transaction waits for it
 * to end, so it cannot load and keep the pre-commit state.
 */
export function invalidate(topic: CacheTopic): void {
  generations[topic] += 1;
}

export function invalidateAll(): void {
  for (const topic of Object.keys(generations) as CacheTopic[]) invalidate(topic);
}

export function isExclusive(db: Db): boolean {
  return db.kind === 'pglite';
}

export interface ReadCache<V> {
  /**
   * The cached value for `key`, else `load()`'s (kept when `keep` allows it). Values are shared
   * between callers: never mutate one.
   */
  read(db: Db, key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
}

interface Entry<V> {
  value: V;
  generation: number;
}

/** At most `maxEntries` per database; past that the oldest entry goes. */
export function createReadCache<V>(topic: CacheTopic, { maxEntries }: { maxEntries: number }): ReadCache<V> {
  const byDb = new WeakMap<Db, Map<string, Entry<V>>>();
  return {
    async read(db, key, load, keep = () => true) {
      if (!isExclusive(db)) return load();
      let entries = byDb.get(db);
      if (!entries) {
        entries = new Map();
        byDb.set(db, entries);
      }
      const generation = generations[topic];
      const hit = entries.get(key);
      if (hit && hit.generation === generation) return hit.value;
      const value = await load();
      // A write while `load` ran may have made `value` stale: then it is returned but not kept.
      if (generations[topic] === generation && keep(value)) {
        entries.delete(key);
        if (entries.size >= maxEntries) {
          const [oldest] = entries.keys();
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { value, generation });
      } else if (hit) {
        entries.delete(key);
      }
      return value;
    },
  };
}
