import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Address, Hash } from 'viem';
import { productLockDevice } from '@/lib/api/endpoints/product-lock-device';
import * as z from '@/lib/api/zod';
import { createChainClient } from '../chain/btcw-chain';
import { DEMO_MEMBER, ROOT_MEMBER, TREASURY_ADDRESS } from '../seed-accounts';
import { countRows } from './count-rows';
import { memberToken } from './shared-test-app';
import { startTestApp, testClock, type TestApp } from './test-app';
import { startAnvil, type RunningAnvil, type TestChain } from './test-chain';

export const DEMO = DEMO_MEMBER.address as Address;
export const ROOT = ROOT_MEMBER.address as Address;
export const TREASURY = TREASURY_ADDRESS as Address;

/**
 * A test server on its own anvil, both back to their baseline before every test (chain snapshot,
 * seeded database, automine on), with the calls payment tests make.
 */
export function paymentHarness() {
  let anvil: RunningAnvil | undefined;
  let testApp: TestApp | undefined;
  let baseline: Hash;

  beforeAll(async () => {
    anvil = await startAnvil();
    testApp = await startTestApp({ chainRpcUrl: anvil.rpcUrl, testMode: true, clock: testClock(new Date()) });
    baseline = await anvil.chain.snapshot();
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    anvil?.stop();
  });

  beforeEach(async () => {
    const { chain } = running();
    await chain.revert({ id: baseline });
    baseline = await chain.snapshot();
    await chain.setAutomine(true);
    await app().reset();
  });

  function running(): RunningAnvil {
    if (!anvil) throw new Error('anvil not started');
    return anvil;
  }
  function app(): TestApp {
    if (!testApp) throw new Error('test app not started');
    return testApp;
  }
  const chain = (): TestChain => running().chain;

  const tokenOf = (account: string, password: string) => memberToken(app(), account, password);

  const depsWith = <C>(chain: C) => ({ db: app().db, chain, now: () => app().clock.now() });

  const rowCount = (table: string, where?: string, params?: unknown[]) =>
    countRows(app().db, table, where, params);

  async function deviceId(token: string, hashrateId: string) {
    const { envelope } = await app().post('product/searchDevice', { hashrateId }, { token });
    expect(envelope.code, envelope.msg).toBe(200);
    return (envelope.result as { id: number }).id;
  }

  return {
    app,
    chain,
    rpcUrl: () => running().rpcUrl,
    tokenOf,
    demoToken: () => tokenOf(DEMO_MEMBER.address, DEMO_MEMBER.password),
    rootToken: () => tokenOf(ROOT_MEMBER.address, ROOT_MEMBER.password),
    deviceId,
    lock: async (token: string, hashrateId: string, from: Address = DEMO) => {
      const { envelope } = await app().post(
        'product/lockDevice',
        { deviceId: await deviceId(token, hashrateId), from },
        { token },
      );
      expect(envelope.code, envelope.msg).toBe(200);
      return productLockDevice.response(z).parse(envelope.result);
    },
    pay: (from: Address, value: bigint, to: Address = TREASURY) =>
      chain().sendTransaction({ account: from, to, value, chain: chain().chain }),
    mined: async (hash: Hash) => {
      await chain().waitForTransactionReceipt({ hash });
      return hash;
    },
    pledge: (token: string, orderId: number, txHash: string) =>
      app().post('product/bTCWPledge', { orderId, txHash }, { token }),
    recharge: (token: string, amount: string, txHash: string, from?: string) =>
      app().post('product/bTCWRecharge', { amount, txHash, ...(from ? { from } : {}) }, { token }),
    deps: () => depsWith(createChainClient(running().rpcUrl)),
    /** The payment code's dependencies over another chain reader (one that fails, counts, …). */
    depsWith,
    ledgerRows: (kind: string) => rowCount('ledger_entries', 'kind = $1', [kind]),
    rowCount,
    post: (...args: Parameters<TestApp['post']>) => app().post(...args),
    searchDevice: (token: string, hashrateId: string) =>
      app().post('product/searchDevice', { hashrateId }, { token }),
    cancel: (token: string, orderId: number) => app().post('product/cancelDevice', { orderId }, { token }),
    /** The first page of the member's stake orders. */
    orders: (token: string) => app().post('product/order', { page: 1, pageSize: 10 }, { token }),
    flows: (token: string, type: string, pageSize = 10) =>
      app().post('asset/flowRecord', { type, page: 1, pageSize }, { token }),
    assetInfo: (token: string) => app().post('asset/assetInfo', {}, { token }),
    /** A withdrawal request of the demo member (its password, a fresh idempotency key). */
    cash: (token: string, amount: string) =>
      app().post(
        'asset/cash',
        { amount, password: DEMO_MEMBER.password, idempotencyKey: randomUUID() },
        { token },
      ),
  };
}
