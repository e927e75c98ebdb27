/**
 * A held account is held everywhere: after a reorg takes back a credit the member had already
 * withdrawn, the member's screens still open (negative balance, with the hold named), the
 * operator's list shows the hold, and the pending withdrawal is paid out only over an explicit,
 * logged override — also after the hold is released, since it spent the reversed money.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEther } from 'viem';
import { assetInfoSchema } from '@/lib/api/endpoints/asset-asset-info';
import { userInfoSchema } from '@/lib/api/endpoints/member-user-info';
import * as z from '@/lib/api/zod';
import { watchCredits } from '../payments/credit-watch';
import { runOperatorCommand } from '../operator-command';
import { paymentCommands } from '../payments/operator-payments';
import { DEMO_MEMBER } from '../seed-accounts';
import { DEMO, paymentHarness } from '../test-support/payment-harness';
import { withdrawalCommands } from './operator-withdrawals';

const h = paymentHarness();
/** The hash of the payout the operator sent. */
const PAYOUT = `0x${'ab'.repeat(32)}`;
afterEach(() => vi.restoreAllMocks());

/** The operator's decision over the TEST_MODE route (the CLI's function, reachable while e2e runs). */
async function approveOverHttp(body: object): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${h.app().url}/__test__/withdrawals/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ txHash: PAYOUT, ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** What `npm run operator -- <command>` prints. */
async function operator(command: string, ...args: string[]): Promise<string> {
  const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await runOperatorCommand({ ...withdrawalCommands, ...paymentCommands }, command, h.app().db, args);
    return printed.mock.calls.map((call) => call.map(String).join(' ')).join('\n');
  } finally {
    printed.mockRestore();
  }
}

/**
 * Demo recharges 21 and withdraws `amount` (by default everything, the recharge included), then a
 * reorg takes the recharge back: with everything withdrawn, the account is held at −21.
 */
async function heldAfterWithdrawing(amount = '1271.5') {
  const demo = await h.demoToken();
  const snapshot = await h.chain().snapshot();
  const hash = await h.mined(await h.pay(DEMO, parseEther('21')));
  await h.recharge(demo, '21', hash);
  const cash = await h.cash(demo, amount);
  expect(cash.envelope.code, cash.envelope.msg).toBe(200);
  const { withdrawalId } = cash.envelope.result as { withdrawalId: number };
  await h.chain().revert({ id: snapshot });
  expect(await watchCredits(h.deps())).toMatchObject({ reversed: 1 });
  return { demo, withdrawalId };
}

describe('a held account', () => {
  it("opens the member's screens with the negative balance and the hold named, never a 500", async () => {
    const { demo } = await heldAfterWithdrawing();
    const user = await h.post('member/userInfo', {}, { token: demo });
    expect(user.envelope).toMatchObject({
      code: 200,
      result: { balance: '-21', held: true, holdReason: 'paymentReversed' },
    });
    const assets = await h.assetInfo(demo);
    expect(assets.envelope).toMatchObject({
      code: 200,
      result: { balance: '-21', held: true, holdReason: 'paymentReversed' },
    });
    // What the app checks answers against accepts them (and a platform without the new fields).
    expect(userInfoSchema(z).safeParse(user.envelope.result).success).toBe(true);
    expect(assetInfoSchema(z).safeParse(assets.envelope.result).success).toBe(true);
    const older: Record<string, unknown> = { ...(user.envelope.result as Record<string, unknown>) };
    delete older.held;
    delete older.holdReason;
    expect(userInfoSchema(z).safeParse(older).success).toBe(true);
    // An account that is not held says so.
    const root = await h.rootToken();
    expect((await h.post('member/userInfo', {}, { token: root })).envelope.result).toMatchObject({
      held: false,
    });
  });

  it('cannot have its withdrawal approved without a logged override, also after the hold is released', async () => {
    const { withdrawalId } = await heldAfterWithdrawing();
    expect(await operator('withdrawals')).toMatch(
      new RegExp(`^${withdrawalId}\\s.*Auditing\\s+ON HOLD: account held since .*reversal of 0x`, 'm'),
    );
    const refused = await approveOverHttp({ id: withdrawalId });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`Withdrawal #${withdrawalId} is on hold: account held`);
    await expect(operator('approve', String(withdrawalId), PAYOUT)).rejects.toThrow(
      /is on hold: account held/,
    );

    // Support releases the hold; the withdrawal still spent money that was taken back.
    expect(await operator('release-hold', DEMO_MEMBER.address)).toContain('may withdraw and buy again');
    expect(await operator('withdrawals')).toMatch(
      new RegExp(
        `^${withdrawalId}\\s.*ON HOLD: funded by 21 BTCW of credits reversed after it was requested`,
        'm',
      ),
    );
    expect((await approveOverHttp({ id: withdrawalId })).status).toBe(409);
    await expect(operator('approve', String(withdrawalId), PAYOUT, '--override-hold', ' ')).rejects.toThrow(
      /needs a reason/,
    );

    // An explicit override pays it out, logged and kept with the withdrawal.
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const approved = await approveOverHttp({ id: withdrawalId, overrideHold: 'member repaid 21 BTCW' });
    expect(approved).toEqual({ status: 200, body: { id: withdrawalId, status: 'Success' } });
    expect(warnings.mock.calls.map((call) => call.join(' '))).toEqual([
      `[withdrawals] #${withdrawalId} approved despite its hold (funded by 21 BTCW of credits reversed after it was requested); override: member repaid 21 BTCW`,
    ]);
    expect(await operator('withdrawals')).toMatch(
      new RegExp(
        `^${withdrawalId}\\s.*Success\\s+approved over: funded by 21 BTCW .*\\(member repaid 21 BTCW\\)`,
        'm',
      ),
    );
  });

  it('a withdrawal the reversed money did not fund is approved as usual', async () => {
    const { withdrawalId } = await heldAfterWithdrawing('100');
    expect(await approveOverHttp({ id: withdrawalId })).toEqual({
      status: 200,
      body: { id: withdrawalId, status: 'Success' },
    });
  });
});
