import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition, EndpointResult } from '@/lib/api/define-endpoint';
import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { assetCashRecord } from '@/lib/api/endpoints/asset-cash-record';
import { assetFlowRecord } from '@/lib/api/endpoints/asset-flow-record';
import { financialEndFinancialList } from '@/lib/api/endpoints/financial-end-financial-list';
import { financialFinancialList } from '@/lib/api/endpoints/financial-financial-list';
import { financialFinancialProduct } from '@/lib/api/endpoints/financial-financial-product';
import { homeNotice } from '@/lib/api/endpoints/home-notice';
import { homeNoticeDetail } from '@/lib/api/endpoints/home-notice-detail';
import { memberManagerUser } from '@/lib/api/endpoints/member-manager-user';
import { memberReferenceInfo } from '@/lib/api/endpoints/member-reference-info';
import { memberReferenceList } from '@/lib/api/endpoints/member-reference-list';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { productBtcwRecharge } from '@/lib/api/endpoints/product-btcw-recharge';
import { productOrder } from '@/lib/api/endpoints/product-order';
import { productSearchDevice } from '@/lib/api/endpoints/product-search-device';
import * as z from '@/lib/api/zod';
import { DEMO_MEMBER } from '../seed-accounts';
import { memberToken, sharedTestApp } from '../test-support/shared-test-app';
import {
  LONG_BALANCE,
  LONG_FREE_HASHRATE_ID,
  LONG_PRODUCT_NAME,
  LONG_REMARKS,
  longHashrateId,
  type LongDataIds,
} from './long-data';

const HASH = /^0x[0-9a-f]{64}$/;

const app = sharedTestApp({ testMode: true }, { timeout: 120_000, reset: false });
let ids: LongDataIds;
let token: string;

/** Calls `endpoint` as the demo member; its result, checked against the endpoint's response schema. */
async function ok<E extends EndpointDefinition>(
  endpoint: E,
  body: unknown = {},
  language?: string,
): Promise<EndpointResult<E>> {
  const { envelope } = await app.post(endpoint.path, body, { token, ...(language ? { language } : {}) });
  expect(envelope.code, `${endpoint.path}: ${envelope.msg}`).toBe(200);
  return endpoint.response(z).parse(envelope.result) as EndpointResult<E>;
}

beforeAll(async () => {
  const response = await fetch(`${app.url}/__test__/long-data`, { method: 'POST' });
  expect(response.status).toBe(200);
  ids = (await response.json()) as LongDataIds;
  token = await memberToken(app, DEMO_MEMBER.address);
}, 120_000);

describe('the demo member with long data', () => {
  it('has a ten-digit balance with 18 decimals', async () => {
    expect(LONG_BALANCE).toMatch(/^\d{10}\.\d{18}$/);
    expect((await ok(memberUserInfo)).balance).toBe(LONG_BALANCE);
    expect((await ok(assetAssetInfo)).balance).toBe(LONG_BALANCE);
  });

  it('lists recharges by 64-hex hash in every status, waiting ones with their depth', async () => {
    const { list } = await ok(assetFlowRecord, { page: 1, pageSize: 50, type: 'recharge' });
    expect(list.every((flow) => HASH.test(flow.txHash ?? ''))).toBe(true);
    expect(list.filter((flow) => flow.status === 'Success').length).toBeGreaterThanOrEqual(3);
    expect(list.filter((flow) => flow.status === 'Failed').map((flow) => flow.failure)).toEqual([
      'notFound',
      'wrongValue',
    ]);
    const waiting = list.filter((flow) => flow.status === 'Auditing');
    expect(waiting.map((flow) => flow.confirmations)).toEqual([
      { current: 3, required: 12 },
      { current: 11, required: 12 },
    ]);
    expect(list.map((flow) => flow.amount)).toContain('250000000.123456789012345678');
  });

  it('answers a re-report of a seeded hash as it answers a real credited one', async () => {
    const { list } = await ok(assetFlowRecord, { page: 1, pageSize: 50, type: 'recharge' });
    const credited = list.find((flow) => flow.status === 'Success');
    if (!credited?.txHash) throw new Error('no credited recharge');
    const answer = await ok(productBtcwRecharge, { amount: credited.amount, txHash: credited.txHash });
    expect(answer).toMatchObject({ status: 'Success', amount: credited.amount });
  });

  it('has stakes on 64-character hashrate IDs in every status and a free one to search', async () => {
    const { list } = await ok(productOrder, { page: 1, pageSize: 50 });
    expect(list.map((order) => order.status).sort()).toEqual(['Auditing', 'End', 'Failed', 'Staking']);
    for (const order of list) expect(order.hashrateId).toHaveLength(64);
    expect(list.find((order) => order.status === 'Auditing')?.confirmations).toEqual({
      current: 5,
      required: 12,
    });
    const device = await ok(productSearchDevice, { hashrateId: LONG_FREE_HASHRATE_ID.toLowerCase() });
    expect(device).toMatchObject({ hashrateId: LONG_FREE_HASHRATE_ID, status: 'available' });
    expect(longHashrateId(1)).toMatch(/^[A-Z0-9_-]{64}$/);
  });

  it('has large withdrawals in every status', async () => {
    const { list } = await ok(assetCashRecord, { page: 1, pageSize: 50 });
    expect(list.map((record) => record.status)).toEqual(['Auditing', 'Failed', 'Success', 'Success']);
    expect(list.map((record) => record.amount)).toContain('98765432.123456789012345678');
    expect(list.find((record) => record.amount === '1000000')?.txHash).toMatch(HASH);
  });

  it('has financial orders running and matured in a product with a long name', async () => {
    const products = await ok(financialFinancialProduct);
    expect(products[0]?.name).toBe(LONG_PRODUCT_NAME);
    expect(LONG_PRODUCT_NAME.length).toBeGreaterThanOrEqual(80);
    const running = await ok(financialFinancialList, { page: 1, pageSize: 50 });
    expect(running.list.map((order) => order.amount)).toEqual([
      '234567890.987654321098765432',
      '123456789.123456789012345678',
    ]);
    const ended = await ok(financialEndFinancialList, { page: 1, pageSize: 50 });
    expect(ended.list.map((order) => [order.status, order.amount])).toEqual([
      ['Maturity', '111111111.111111111111111111'],
    ]);
  });

  it('shows a notice titled with 80+ characters in every language', async () => {
    for (const language of ['en', 'zh-Hant', 'vi']) {
      const { list } = await ok(homeNotice, { page: 1, pageSize: 10 }, language);
      expect(list[0]?.id).toBe(ids.noticeId);
      expect(list[0]?.title.length, language).toBeGreaterThanOrEqual(80);
      const detail = await ok(homeNoticeDetail, { id: ids.noticeId }, language);
      expect(detail.contentHtml).toMatch(/0x[0-9a-f]{64}/);
    }
  });

  it('has invitees with 50-character remarks and four-digit community figures', async () => {
    for (const remark of LONG_REMARKS) expect(remark, remark).toHaveLength(50);
    const { list, total } = await ok(memberReferenceList, { page: 1, pageSize: 50 });
    expect(total).toBe(LONG_REMARKS.length);
    expect(list.map((invitee) => invitee.remark).sort()).toEqual([...LONG_REMARKS].sort());
    for (const invitee of list) expect(invitee.account).toHaveLength(42);
    const info = await ok(memberReferenceInfo);
    expect(info.sharerCount).toBe(LONG_REMARKS.length);
    expect(info.memberCount).toBeGreaterThan(1_000);
    // Own running principal: both running financial orders plus the running stake.
    expect(info.financialAmount).toBe('370370359.098765431209876542');
    expect(BigInt(info.communityPerformance.split('.')[0] ?? '0')).toBeGreaterThan(1_000_000_000n);
  });

  it('shows the chosen invitee with a long remark and orders of both kinds', async () => {
    const detail = await ok(memberManagerUser, { memberId: ids.inviteeId, page: 1, pageSize: 50 });
    expect(detail.member.remark).toHaveLength(50);
    expect(new Set(detail.list.map((order) => order.kind))).toEqual(new Set(['stake', 'financial']));
    expect(detail.list.some((order) => order.name.length === 64)).toBe(true);
  });

  it('refuses to seed twice', async () => {
    const response = await fetch(`${app.url}/__test__/long-data`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect((await ok(memberUserInfo)).balance).toBe(LONG_BALANCE);
  });
});
