import { describe, expect, it } from 'vitest';
import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { DEMO_MEMBER, ROOT_MEMBER } from '../seed-accounts';
import { memberToken, resultOf, sharedTestApp } from '../test-support/shared-test-app';

// One app for both cases: the second resets it through the test-mode route itself.
const app = sharedTestApp({ testMode: true }, { timeout: 120_000, reset: false });

async function hold(body: unknown): Promise<Response> {
  return fetch(`${app.url}/__test__/hold`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('POST /__test__/hold', () => {
  it('takes a reversed payment back: the member sees a negative balance and a held account', async () => {
    // The demo member's seeded balance is 1250.5.
    const response = await hold({ account: DEMO_MEMBER.address, takeBack: '1271.5' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ balance: '-21', held: true });

    const token = await memberToken(app, DEMO_MEMBER.address);
    const user = await resultOf(app, memberUserInfo, {}, { token });
    expect(user).toMatchObject({ balance: '-21', held: true, holdReason: 'paymentReversed' });
    const asset = await resultOf(app, assetAssetInfo, {}, { token });
    expect(asset).toMatchObject({ balance: '-21', held: true, holdReason: 'paymentReversed' });
  });

  it('leaves an account that still covers it unheld, and refuses what is not a member or an amount', async () => {
    expect((await fetch(`${app.url}/__test__/reset`, { method: 'POST' })).status).toBe(200);
    expect(await (await hold({ account: DEMO_MEMBER.address, takeBack: '0.5' })).json()).toEqual({
      balance: '1250',
      held: false,
    });
    expect((await hold({ account: ROOT_MEMBER.address, takeBack: '0' })).status).toBe(400);
    expect((await hold({ account: `0x${'1'.repeat(40)}`, takeBack: '1' })).status).toBe(400);
    expect((await hold({ account: DEMO_MEMBER.address, takeBack: '-1' })).status).toBe(400);
  });
});
