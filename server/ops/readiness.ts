/**
 * Whether this instance should get traffic, dependency by dependency, for `GET /readyz`: the
 * database answers and has every migration this code knows, the chain node answers with its head,
 * and each settler part is not failing for over a minute. Each check is bounded in time and says
 * what is wrong in a few words, never an error text (which can name hosts, users or URLs).
 */
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { knownMigrations } from '../db/migrate';
import {
  ALERT_AFTER_MS,
  SETTLER_PARTS,
  type SettlerHealth,
  type SettlerPart,
} from '../payments/settler-health';
import { withTimeout } from './with-timeout';

export interface ReadinessSources {
  db: Db;
  chain: { getBlockNumber(args?: { cacheTime?: number }): Promise<bigint> };
  clock: Clock;
  /** This instance's settler; null when it runs none. */
  settler: SettlerHealth | null;
  /** True once the instance is shutting down. */
  draining(): boolean;
}

type Check<Ok> = ({ state: 'ok' } & Ok) | { state: 'failing'; problem: string };

export type PartReadiness = { state: 'ok' } | { state: 'failing'; since: string; seconds: number };

export interface Readiness {
  /**
   * `ready`; `degraded`: serving, but a settler part has failed for over a minute or a claim is
   * parked (an operator must look; taking the instance out would not help); `unready`: the
   * database or the chain does not answer, or the instance is shutting down.
   */
  status: 'ready' | 'degraded' | 'unready';
  draining: boolean;
  database: Check<{ migration: string }>;
  chain: Check<{ head: number }>;
  settler: {
    state: 'ok' | 'degraded';
    /** This instance's parts (absent when it runs no settler). */
    parts?: Record<SettlerPart, PartReadiness>;
    /** Claims the settler keeps failing on, on every instance (the database's count). */
    stuckClaims?: { retrying: number; parked: number };
  };
}

/** How long each check may take before it counts as failing. */
const CHECK_TIMEOUT_MS = 2_000;

const problemOf = (error: unknown) =>
  error instanceof Error && error.message.startsWith('no answer within') ? 'timed out' : 'no answer';

async function checkDatabase(db: Db): Promise<Readiness['database']> {
  try {
    const rows = await withTimeout(
      db.query<{ version: string }>('SELECT version FROM schema_migrations'),
      CHECK_TIMEOUT_MS,
    );
    const applied = new Set(rows.map((row) => row.version));
    const known = await knownMigrations();
    const missing = known.filter((version) => !applied.has(version));
    if (missing.length > 0)
      return { state: 'failing', problem: `${missing.length} migration(s) not applied` };
    return { state: 'ok', migration: known.at(-1) ?? '' };
  } catch (error) {
    return { state: 'failing', problem: problemOf(error) };
  }
}

async function checkChain(chain: ReadinessSources['chain']): Promise<Readiness['chain']> {
  try {
    return {
      state: 'ok',
      head: Number(await withTimeout(chain.getBlockNumber({ cacheTime: 0 }), CHECK_TIMEOUT_MS)),
    };
  } catch (error) {
    return { state: 'failing', problem: problemOf(error) };
  }
}

function partsOf(settler: SettlerHealth, now: Date): Record<SettlerPart, PartReadiness> {
  const parts = {} as Record<SettlerPart, PartReadiness>;
  for (const part of SETTLER_PARTS) {
    const since = settler.view(part).failingSince;
    parts[part] =
      since === null
        ? { state: 'ok' }
        : {
            state: 'failing',
            since: since.toISOString(),
            seconds: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)),
          };
  }
  return parts;
}

async function stuckClaims(db: Db): Promise<{ retrying: number; parked: number } | undefined> {
  try {
    const [row] = await withTimeout(
      db.query<{ retrying: number; parked: number }>(
        `SELECT count(*) FILTER (WHERE parked_at IS NULL)::int AS retrying,
                count(*) FILTER (WHERE parked_at IS NOT NULL)::int AS parked FROM stuck_claims`,
      ),
      CHECK_TIMEOUT_MS,
    );
    return row;
  } catch {
    // The database check says what is wrong with the database.
    return undefined;
  }
}

export async function readiness(sources: ReadinessSources): Promise<Readiness> {
  const [database, chain, stuck] = await Promise.all([
    checkDatabase(sources.db),
    checkChain(sources.chain),
    stuckClaims(sources.db),
  ]);
  const parts = sources.settler ? partsOf(sources.settler, sources.clock.now()) : undefined;
  const longFailing = Object.values(parts ?? {}).some(
    (part) => part.state === 'failing' && part.seconds * 1000 >= ALERT_AFTER_MS,
  );
  const settlerState = longFailing || (stuck?.parked ?? 0) > 0 ? 'degraded' : 'ok';
  const draining = sources.draining();
  const status =
    draining || database.state === 'failing' || chain.state === 'failing'
      ? 'unready'
      : settlerState === 'degraded'
        ? 'degraded'
        : 'ready';
  return {
    status,
    draining,
    database,
    chain,
    settler: {
      state: settlerState,
      ...(parts ? { parts } : {}),
      ...(stuck ? { stuckClaims: stuck } : {}),
    },
  };
}
