/**
 * A claim the settler fails on at every pass (here: the database refuses updates to its row) is never
 * silently pending: its error is logged once with its stack, then counted; the settler part alerts
 * after a minute; after a bounded number of attempts the claim is parked, the member sees it under
 * review, and an operator retries it (once the cause is fixed) or refuses it.
 */
import { beforeEach, describe, expect, it, type MockInstance } from 'vitest';
import { productBtcwPledge } from '@/lib/api/endpoints/product-btcw-pledge';
import { productOrder } from '@/lib/api/endpoints/product-order';
import * as z from '@/lib/api/zod';
import { runOperatorCommand } from '../operator-command';
import { DEMO_MEMBER, TREASURY_ADDRESS } from '../seed-accounts';
import { settlerTestApp } from '../test-support/settler-test-app';
import { memberToken } from '../test-support/shared-test-app';
import { switchableChain } from '../test-support/switchable-chain';
import type { TestApp } from '../test-support/test-app';
import { paymentCommands } from './operator-payments';
import { runPaymentPass } from './settler';
import { SettlerHealth } from './settler-health';
import { PARK_AFTER_ATTEMPTS } from './stuck-claims';

type Spy = MockInstance<(...args: unknown[]) => void>;
const settler = settlerTestApp();
let app: TestApp;
let warn: Spy;
let error: Spy;
let log: Spy;
beforeEach(() => {
  app = settler.app();
  warn = settler.warn();
  error = settler.error();
  log = settler.printed();
});

const HASH = `0x${'c1'.repeat(32)}`;

/** The demo member's stake of HR-1001, reported with `HASH` and waiting for the chain. */
async function pendingStakeClaim(): Promise<{ orderId: number; claimId: number }> {
  const now = app.clock.now();
  const [order] = await app.db.query<{ id: number }>(
    `INSERT INTO stake_orders (member_id, device_id, amount, stake_days, daily_output, from_address,
       treasury_address, lock_block, status, created_at, expires_at, tx_hash)
     SELECT m.id, d.id, d.stake_amount, d.stake_days, d.daily_output, m.account, $2, 0, 'auditing', $3,
            $3::timestamptz + interval '1 day', $4
     FROM members m, devices d WHERE m.account = $1 AND d.hashrate_id = 'HR-1001'
     RETURNING id::int AS id`,
    [DEMO_MEMBER.address.toLowerCase(), TREASURY_ADDRESS.toLowerCase(), now, HASH],
  );
  const [claim] = await app.db.query<{ id: number }>(
    `INSERT INTO payment_claims (tx_hash, purpose, member_id, stake_order_id, status, created_at)
     SELECT $1, 'stake', member_id, id, 'pending', $3 FROM stake_orders WHERE id = $2 RETURNING id::int AS id`,
    [HASH, order?.id, now],
  );
  if (!order || !claim) throw new Error('no claim');
  return { orderId: order.id, claimId: claim.id };
}

/** The database refuses every change to the claim's row, as in the audit. */
async function freezeClaim(claimId: number): Promise<void> {
  await app.db.exec(`
    CREATE OR REPLACE FUNCTION refuse_claim_update() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'payment_claims row % is read-only', OLD.id; END $$;
    CREATE TRIGGER refuse_claim_update BEFORE UPDATE ON payment_claims
      FOR EACH ROW WHEN (OLD.id = ${claimId}) EXECUTE FUNCTION refuse_claim_update();`);
}
const thawClaim = () => app.db.exec('DROP TRIGGER refuse_claim_update ON payment_claims');

const settlerLines = (spy: MockInstance<(...args: unknown[]) => void>, what: string) =>
  spy.mock.calls.filter((call) => String(call[0]).includes(what));

async function operator(command: string, ...args: string[]): Promise<string> {
  log.mockClear();
  await runOperatorCommand(paymentCommands, command, app.db, args);
  return log.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
}

const demoToken = () => memberToken(app, DEMO_MEMBER.address);

/** What the member's app reads: the pledge answer to its re-post, and the order in the stake list. */
async function memberView(token: string, orderId: number) {
  const pledge = await app.post('product/bTCWPledge', { orderId, txHash: HASH }, { token });
  expect(pledge.envelope.code, pledge.envelope.msg).toBe(200);
  const orders = await app.post('product/order', { page: 1, pageSize: 10 }, { token });
  return {
    pledge: productBtcwPledge.response(z).parse(pledge.envelope.result),
    order: productOrder
      .response(z)
      .parse(orders.envelope.result)
      .list.find((row) => row.id === orderId),
  };
}

describe('a claim the settler keeps failing on', () => {
  it('is logged once, alerts after a minute, is parked after a bounded number of attempts, shown under review, and decided by the operator', async () => {
    const { chain } = switchableChain();
    const deps = { db: app.db, chain, now: () => app.clock.now() };
    const health = new SettlerHealth('stuck-instance');
    const pass = () => runPaymentPass(deps, health);
    const { orderId, claimId } = await pendingStakeClaim();
    await freezeClaim(claimId);
    const attempts = async () =>
      (
        await app.db.query<{ n: number }>('SELECT attempts::int AS n FROM stuck_claims WHERE claim_id = $1', [
          claimId,
        ])
      )[0]?.n ?? 0;

    // A minute of passes every 3 s: one line, with the stack; a few attempts on the back-off, not 20.
    for (let n = 0; n < 20; n += 1) {
      await pass();
      app.clock.advance(3_000);
    }
    const first = settlerLines(warn, `claim ${claimId}`);
    expect(first).toHaveLength(1);
    expect(String(first[0]?.[0])).toContain(
      `[settler] claim ${claimId} cannot be settled: payment_claims row ${claimId} is read-only`,
    );
    expect((first[0]?.[1] as Error).stack).toMatch(/read-only\n\s+at /);
    expect(await attempts()).toBeLessThan(6);
    expect(settlerLines(error, 'ALERT')).toEqual([]);
    await pass();
    const alert = settlerLines(error, '[settler] ALERT: claims');
    expect(alert).toHaveLength(1);
    expect(String(alert[0]?.[0])).toContain(`claims has had a claim it cannot get through for 1 min`);
    expect(String(alert[0]?.[0])).toContain(`claim ${claimId} cannot be settled`);
    expect(await operator('settler')).toMatch(
      new RegExp(
        `stuck-instance\\s+claims\\s+FAILING for 1 min[^]*\\n${claimId}\\s+stake 0xc1c1c1c1… of 0x3C44\\S+\\s+settle\\s+\\d\\s+.*retrying`,
      ),
    );

    // The member's app polls its hash meanwhile: answered as recorded, never a 500.
    const token = await demoToken();
    expect((await memberView(token, orderId)).pledge).toEqual({ status: 'pending' });

    // About ten minutes on: parked after exactly the bounded number of attempts, with an alert.
    for (let n = 0; n < 220; n += 1) {
      app.clock.advance(3_000);
      await pass();
    }
    expect(await attempts()).toBe(PARK_AFTER_ATTEMPTS);
    const parked = settlerLines(error, `ALERT: claim ${claimId} parked`);
    expect(parked).toHaveLength(1);
    expect(String(parked[0]?.[0])).toMatch(
      new RegExp(
        `parked after ${PARK_AFTER_ATTEMPTS} failed attempts in 10 min .*claim-retry ${claimId} .*claim-refuse ${claimId}`,
      ),
    );
    expect(settlerLines(warn, `claim ${claimId}`)).toHaveLength(1);
    // Parked, it is left alone: no more attempts, no more lines, still an alert in the status.
    for (let n = 0; n < 100; n += 1) {
      app.clock.advance(3_000);
      await pass();
    }
    expect(await attempts()).toBe(PARK_AFTER_ATTEMPTS);
    expect(settlerLines(error, `claim ${claimId}`)).toHaveLength(2);
    const status = await operator('settler');
    expect(status).toMatch(/stuck-instance\s+claims\s+FAILING for 17 min/);
    expect(status).toMatch(
      new RegExp(
        `^${claimId}\\s.*\\s${PARK_AFTER_ATTEMPTS}\\s+10 min\\s+PARKED since .*claim-retry ${claimId} \\| claim-refuse ${claimId}`,
        'm',
      ),
    );

    // The member sees the truth: under review, not a wait for the chain.
    const view = await memberView(token, orderId);
    expect(view.pledge).toEqual({ status: 'pending', underReview: true });
    expect(view.order).toMatchObject({ status: 'Auditing', underReview: true });

    // A refusal needs a reason; a retry while the cause is still there fails again, logged once more.
    await expect(operator('claim-refuse', String(claimId))).rejects.toThrow(
      /usage: claim-refuse <claim-id> <reason/,
    );
    expect(await operator('claim-retry', String(claimId))).toContain(
      `Claim #${claimId} will be tried again (settle)`,
    );
    await pass();
    expect(await attempts()).toBe(1);
    expect(settlerLines(warn, `claim ${claimId} cannot be settled`)).toHaveLength(2);

    // The cause fixed, a retry settles it as usual (still waiting for the chain) and says so.
    await thawClaim();
    await operator('claim-retry', String(claimId));
    app.clock.advance(3_000);
    await pass();
    expect(settlerLines(warn, '[settler] claims works again after')).toHaveLength(1);
    expect(await operator('settler')).toMatch(/No claim is stuck\./);
    expect((await memberView(token, orderId)).pledge).toEqual({ status: 'pending' });

    // Stuck again, then refused: Failed for the member, and the refusal is the answer from now on.
    await freezeClaim(claimId);
    app.clock.advance(3_000);
    await pass();
    await thawClaim();
    expect(
      await operator('claim-refuse', String(claimId), 'paid', 'from', 'a', 'sanctioned', 'wallet'),
    ).toContain(`Claim #${claimId} (stake ${HASH}) is refused`);
    const refused = await memberView(token, orderId);
    expect(refused.pledge).toEqual({ status: 'failed', failure: 'refused' });
    expect(refused.order).toMatchObject({ status: 'Failed', failure: 'refused' });
    const [claim] = await app.db.query(
      'SELECT status, reason, operator_note FROM payment_claims WHERE tx_hash = $1',
      [HASH],
    );
    expect(claim).toEqual({
      status: 'rejected',
      reason: 'refused',
      operator_note: 'paid from a sanctioned wallet',
    });
    await expect(operator('claim-refuse', String(claimId), 'again')).rejects.toThrow(
      /is rejected, not pending/,
    );
  }, 120_000);
});
