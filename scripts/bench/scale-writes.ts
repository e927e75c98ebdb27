/**
 * The write part of the scale bench: closed-loop writers, each a different member in a different
 * part of the tree, at 1, 8 and 32 at once over every server instance. Purchases (each changes the
 * principal of every ancestor up to the root) are measured beside remark writes (a one-row write no
 * aggregate depends on) in the same run, so the ratio says what the aggregates cost once many
 * members buy in the same second, whatever the host.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createSession } from '../../server/auth/sessions';
import type { Db } from '../../server/db/db';
import { startRoundProbe } from './round-probe';
import { percentile } from './stats';

export const WRITER_LEVELS = [1, 8, 32] as const;

interface Writer {
  token: string;
  /** For remark writes: the member's direct invitee. */
  inviteeId: number;
}

export interface Writers {
  buyers: Writer[];
  remarkers: Writer[];
  productId: number;
}

export interface WriteSeries {
  perSecond: number;
  p50Ms: number | undefined;
  p99Ms: number | undefined;
  errors: number;
  errorSamples: string[];
}

export interface WriteLevel {
  writers: number;
  purchases: WriteSeries;
  remarks: WriteSeries;
  /** What the database sessions waited on while the purchases ran (`CPU`: running), most first. */
  purchaseWaits: [string, number][];
}

const BALANCE_WEI = 10n ** 30n;

/**
 * `count` members spread evenly over the member ids, each with a direct invitee (ids grow with the
 * tree, so they sit under different leaders and depths), a session each, a balance that lasts, and
 * room in the product's quota.
 */
export async function prepareWriters(db: Db, productId: number, count: number): Promise<Writers> {
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT max(id)::int AS n FROM members');
  const picked: { id: number; invitee: number }[] = [];
  for (let k = 0; picked.length < count && k < count * 4; k++) {
    const from = Math.floor(((k + 0.5) * n) / (count * 4));
    const [row] = await db.query<{ id: number; invitee: number }>(
      `SELECT m.inviter_id::int AS id, min(m.id)::int AS invitee FROM members m
       WHERE m.inviter_id = (SELECT inviter_id FROM members WHERE id >= $1 AND inviter_id IS NOT NULL ORDER BY id LIMIT 1)
       GROUP BY m.inviter_id`,
      [from],
    );
    if (row && !picked.some((p) => p.id === row.id)) picked.push(row);
  }
  const now = new Date();
  const writers = await Promise.all(
    picked.map(async ({ id, invitee }) => {
      await db.query(
        `INSERT INTO ledger_entries (member_id, amount, kind, reference, created_at)
         VALUES ($1, $2::numeric, 'operator_credit', NULL, $3)`,
        [id, BALANCE_WEI.toString(), now],
      );
      return { token: await createSession(db, id, now), inviteeId: invitee };
    }),
  );
  await db.query('UPDATE financial_products SET quota = quota + $2::numeric WHERE id = $1', [
    productId,
    BALANCE_WEI.toString(),
  ]);
  return { buyers: writers, remarkers: writers, productId };
}

type Send = (writer: Writer, base: string) => { path: string; body: unknown };

/** `writers` members sending back to back for `durationMs`, each on its own instance in turn. */
async function closedLoop(
  baseUrls: readonly string[],
  writers: readonly Writer[],
  durationMs: number,
  send: Send,
): Promise<WriteSeries> {
  const latencies: number[] = [];
  let errors = 0;
  const errorSamples = new Set<string>();
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    writers.map(async (writer, index) => {
      const base = baseUrls[index % baseUrls.length] ?? '';
      while (performance.now() < until) {
        const { path, body } = send(writer, base);
        const at = performance.now();
        const response = await fetch(`${base}/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status === 200 && text.startsWith('{"code":200')) latencies.push(performance.now() - at);
        else {
          errors += 1;
          if (errorSamples.size < 3) errorSamples.add(`${response.status} ${text.slice(0, 120)}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors,
    errorSamples: [...errorSamples],
  };
}

/** Each level: purchases for `secondsPerLevel`, then remark writes for as long. */
export async function runWriteBench(
  baseUrls: readonly string[],
  databaseUrl: string,
  writers: Writers,
  secondsPerLevel: number,
  progress: (line: string) => void,
): Promise<WriteLevel[]> {
  const levels: WriteLevel[] = [];
  let remarks = 0;
  for (const count of WRITER_LEVELS) {
    const take = (list: readonly Writer[]) => list.slice(0, count);
    progress(`writes: ${count} buyer(s) for ${secondsPerLevel} s, then ${count} remark writer(s)`);
    const probe = await startRoundProbe(baseUrls, databaseUrl);
    const purchases = await closedLoop(baseUrls, take(writers.buyers), secondsPerLevel * 1000, () => ({
      path: 'financial/buyFinancialProduct',
      body: { productId: writers.productId, days: 7, amount: '10', idempotencyKey: randomUUID() },
    }));
    const { waits: purchaseWaits } = await probe.stop();
    const remarkSeries = await closedLoop(
      baseUrls,
      take(writers.remarkers),
      secondsPerLevel * 1000,
      (writer) => ({
        path: 'member/modifyUserRemark',
        body: { memberId: writer.inviteeId, remark: `bench ${remarks++}` },
      }),
    );
    levels.push({ writers: count, purchases, remarks: remarkSeries, purchaseWaits });
  }
  return levels;
}
