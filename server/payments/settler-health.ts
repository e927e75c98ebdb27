/**
 * How each part of the payment settler is doing, so a part that keeps failing cannot go unnoticed:
 * the first failure of a streak is logged once, a streak that lasts a minute raises an error line an
 * operator would notice (and again every hour while it lasts), and the recovery is logged too. Each
 * instance stores its parts' last success and last error in `settler_parts`, which
 * `npm run operator -- settler` shows for every instance sharing the database.
 */
import { hostname } from 'node:os';
import { getAddress } from 'viem';
import type { Db, Queryable } from '../db/db';
import { printTable } from '../operator-table';
import { listStuckClaims, StuckClaimError } from './stuck-claims';

export const SETTLER_PARTS = ['claims', 'watcher', 'transfers', 'credits'] as const;
export type SettlerPart = (typeof SETTLER_PARTS)[number];

/** A part failing on every pass for this long is an alert, not a hiccup. */
export const ALERT_AFTER_MS = 60_000;
/** While it keeps failing the alert is repeated this often (never on every pass). */
export const REMIND_EVERY_MS = 60 * 60_000;
/** Rows of instances that stopped passing this long ago are dropped. */
const FORGET_INSTANCE_MS = 7 * 24 * 60 * 60_000;

interface PartState {
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  /** Start of the current streak of failed passes; null while the part works. */
  failingSince: Date | null;
  failedPasses: number;
  alertedAt: Date | null;
  /** Failed passes since the instance started (for /metrics). */
  failuresTotal: number;
}

/** What /readyz and /metrics read of one part. */
export type SettlerPartView = Readonly<
  Pick<PartState, 'failingSince' | 'failuresTotal' | 'lastError' | 'lastSuccessAt'>
>;

export interface SettlerLog {
  warn(message: string): void;
  error(message: string): void;
}

const consoleLog: SettlerLog = {
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

function describeDuration(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return `${Math.max(1, Math.round(ms / 1000))} s`;
  if (minutes < 120) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** One server instance's view of its settler parts. */
export class SettlerHealth {
  private readonly parts = new Map<SettlerPart, PartState>();
  private storeFailing = false;

  constructor(
    readonly instance: string,
    private readonly log: SettlerLog = consoleLog,
  ) {
    for (const part of SETTLER_PARTS)
      this.parts.set(part, {
        lastSuccessAt: null,
        lastErrorAt: null,
        lastError: null,
        failingSince: null,
        failedPasses: 0,
        alertedAt: null,
        failuresTotal: 0,
      });
  }

  private state(part: SettlerPart): PartState {
    const state = this.parts.get(part);
    if (!state) throw new Error(`unknown settler part ${part}`);
    return state;
  }

  /** How `part` is doing on this instance now. */
  view(part: SettlerPart): SettlerPartView {
    return this.state(part);
  }

  recordSuccess(part: SettlerPart, now: Date): void {
    const state = this.state(part);
    if (state.failingSince) {
      const lasted = describeDuration(now.getTime() - state.failingSince.getTime());
      this.log.warn(
        `[settler] ${part} works again after ${lasted} of failures (${state.failedPasses} failed passes)`,
      );
    }
    state.lastSuccessAt = now;
    state.failingSince = null;
    state.failedPasses = 0;
    state.alertedAt = null;
  }

  recordFailure(part: SettlerPart, error: unknown, now: Date): void {
    const state = this.state(part);
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    state.lastErrorAt = now;
    state.lastError = message;
    state.failedPasses += 1;
    state.failuresTotal += 1;
    if (!state.failingSince) {
      state.failingSince = now;
      // A stuck claim has logged its first failure itself, with its stack (stuck-claims.ts).
      if (!(error instanceof StuckClaimError))
        this.log.warn(`[settler] ${part} failed: ${message} (retried on every pass)`);
      return;
    }
    const failingMs = now.getTime() - state.failingSince.getTime();
    const due =
      state.alertedAt === null
        ? failingMs >= ALERT_AFTER_MS
        : now.getTime() - state.alertedAt.getTime() >= REMIND_EVERY_MS;
    if (!due) return;
    state.alertedAt = now;
    const since = `(since ${state.failingSince.toISOString()}, ${state.failedPasses} passes)`;
    this.log.error(
      error instanceof StuckClaimError
        ? `[settler] ALERT: ${part} has had a claim it cannot get through for ` +
            `${describeDuration(failingMs)} ${since}: ${message}. That payment is not being decided. ` +
            `Status: npm run operator -- settler`
        : `[settler] ALERT: ${part} has failed on every pass for ${describeDuration(failingMs)} ` +
            `${since}: ${message}. What it does is not being done. Status: npm run operator -- settler`,
    );
  }

  /** `save`, logging a failure once until storing works again (the database is what failed). */
  async store(db: Queryable, now: Date): Promise<void> {
    try {
      await this.save(db, now);
      this.storeFailing = false;
    } catch (error) {
      if (!this.storeFailing)
        this.log.warn(
          `[settler] cannot store its status: ${error instanceof Error ? error.message : String(error)}`,
        );
      this.storeFailing = true;
    }
  }

  /**
   * Stores this instance's rows (one statement) and forgets instances long stopped. Times are stored
   * on the database's clock: each is sent as its age on this instance's clock (a duration, right
   * however wrong the instance's clock is) and written as the database's `now()` minus that age, so
   * `operator settler` compares every instance's times with one clock, the database's.
   */
  async save(db: Queryable, now: Date): Promise<void> {
    const rows = SETTLER_PARTS.map((part) => ({ part, ...this.state(part) }));
    const age = (date: Date | null) => (date === null ? null : now.getTime() - date.getTime());
    await db.query(
      `INSERT INTO settler_parts (instance, part, last_success_at, last_error_at, last_error, failing_since, updated_at)
       SELECT $1, part, now() - success_ms * interval '1 millisecond', now() - error_ms * interval '1 millisecond',
              last_error, now() - failing_ms * interval '1 millisecond', now()
       FROM unnest($2::text[], $3::float8[], $4::float8[], $5::text[], $6::float8[])
         AS t(part, success_ms, error_ms, last_error, failing_ms)
       ON CONFLICT (instance, part) DO UPDATE SET last_success_at = EXCLUDED.last_success_at,
         last_error_at = EXCLUDED.last_error_at, last_error = EXCLUDED.last_error,
         failing_since = EXCLUDED.failing_since, updated_at = EXCLUDED.updated_at`,
      [
        this.instance,
        rows.map((row) => row.part),
        rows.map((row) => age(row.lastSuccessAt)),
        rows.map((row) => age(row.lastErrorAt)),
        rows.map((row) => row.lastError),
        rows.map((row) => age(row.failingSince)),
      ],
    );
    await db.query(`DELETE FROM settler_parts WHERE updated_at < now() - $1 * interval '1 millisecond'`, [
      FORGET_INSTANCE_MS,
    ]);
  }
}

const byDb = new WeakMap<Db, SettlerHealth>();
let instancesInProcess = 0;

/**
 * The health of the settler running on `db` in this process (one per database handle, so repeated
 * passes share their streaks). Named after the host and process; a second handle in one process
 * (tests running two instances) gets a suffix.
 */
export function settlerHealthFor(db: Db): SettlerHealth {
  let health = byDb.get(db);
  if (!health) {
    instancesInProcess += 1;
    const suffix = instancesInProcess > 1 ? `/${instancesInProcess}` : '';
    health = new SettlerHealth(`${hostname()}#${process.pid}${suffix}`);
    byDb.set(db, health);
  }
  return health;
}

export interface SettlerPartRow {
  instance: string;
  part: string;
  lastSuccessAt: Date | null;
  lastErrorAt: Date | null;
  lastError: string | null;
  failingSince: Date | null;
  updatedAt: Date;
}

/** Every instance's parts, as stored by their last passes. */
export async function readSettlerParts(db: Queryable): Promise<SettlerPartRow[]> {
  const rows = await db.query<{
    instance: string;
    part: string;
    last_success_at: Date | string | null;
    last_error_at: Date | string | null;
    last_error: string | null;
    failing_since: Date | string | null;
    updated_at: Date | string;
  }>(
    `SELECT instance, part, last_success_at, last_error_at, last_error, failing_since, updated_at
     FROM settler_parts ORDER BY instance, array_position($1::text[], part)`,
    [[...SETTLER_PARTS]],
  );
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    instance: row.instance,
    part: row.part,
    lastSuccessAt: date(row.last_success_at),
    lastErrorAt: date(row.last_error_at),
    lastError: row.last_error,
    failingSince: date(row.failing_since),
    updatedAt: new Date(row.updated_at),
  }));
}

/** The database's clock: what every stored settler time is on (see `SettlerHealth.save`). */
export async function databaseNow(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ now: Date | string }>('SELECT now() AS now');
  if (!row) throw new Error('SELECT now() gave no row');
  return new Date(row.now);
}

/** `npm run operator -- settler`: every instance's parts, as of the database's clock. */
export async function printSettlerStatus(db: Queryable): Promise<void> {
  const now = await databaseNow(db);
  const rows = await readSettlerParts(db);
  if (rows.length === 0) {
    console.log('No server has run the payment settler on this database yet.');
    return;
  }
  printTable(
    ['instance', 'part', 'state', 'last success', 'last error', 'last pass'],
    settlerStatusTable(rows, now),
  );
  await printStuckClaims(db);
}

/** The claims the settler keeps failing on or has parked, with what an operator can do. */
async function printStuckClaims(db: Queryable): Promise<void> {
  const stuck = await listStuckClaims(db);
  if (stuck.length === 0) {
    console.log('\nNo claim is stuck.');
    return;
  }
  const payments = await db.query<{ id: number; purpose: string; account: string; tx_hash: string }>(
    `SELECT c.id::int AS id, c.purpose, m.account, c.tx_hash FROM payment_claims c
     JOIN members m ON m.id = c.member_id WHERE c.id = ANY($1::int[])`,
    [stuck.map((claim) => claim.claimId)],
  );
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  console.log(`\n${stuck.length} claim(s) the settler cannot get through:`);
  printTable(
    ['claim', 'payment', 'step', 'attempts', 'failing for', 'state', 'last error'],
    stuck.map((claim) => {
      const payment = byId.get(claim.claimId);
      return [
        String(claim.claimId),
        payment
          ? `${payment.purpose} ${payment.tx_hash.slice(0, 10)}… of ${getAddress(payment.account)}`
          : '-',
        claim.step,
        String(claim.attempts),
        describeDuration(claim.lastFailedAt.getTime() - claim.firstFailedAt.getTime()),
        claim.parkedAt
          ? `PARKED since ${claim.parkedAt.toISOString()}: claim-retry ${claim.claimId}` +
            (claim.step === 'settle' ? ` | claim-refuse ${claim.claimId} <reason>` : '')
          : `retrying (first failed ${claim.firstFailedAt.toISOString()})`,
        claim.lastError,
      ];
    }),
  );
}

/** One line per instance and part: working or failing (for how long), last success, last error. */
function settlerStatusTable(rows: readonly SettlerPartRow[], now: Date): string[][] {
  const ago = (date: Date | null) =>
    date === null ? '-' : `${describeDuration(now.getTime() - date.getTime())} ago`;
  return rows.map((row) => [
    row.instance,
    row.part,
    row.failingSince ? `FAILING for ${describeDuration(now.getTime() - row.failingSince.getTime())}` : 'ok',
    ago(row.lastSuccessAt),
    row.lastError === null ? '-' : `${ago(row.lastErrorAt)}: ${row.lastError}`,
    ago(row.updatedAt),
  ]);
}
