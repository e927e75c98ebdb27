/**
 * The demo member with data as long as real data gets, for the layout sweep and the contact sheet:
 * `POST /__test__/long-data` (server/test-mode/long-data.ts) plus what only the chain can make real
 * — a wallet balance in the hundreds of millions, a recharge still confirming and a transfer nobody
 * has claimed. Call it after the database reset (every test starts with one).
 */
import { expect } from '@playwright/test';
import { parseEther, type Address } from 'viem';
import type { LongDataIds } from '../../server/test-mode/long-data';
import { DEMO_MEMBER, TREASURY } from '../fixtures/accounts';
import type { Anvil } from '../fixtures/anvil';
import type { Api } from '../fixtures/api';

export type { LongDataIds };

const DEMO = DEMO_MEMBER.address as Address;

/** What the wallet holds on chain (shown truncated to 4 decimals). */
export const LONG_WALLET_BALANCE = '987654321.123456789012345678';
const CONFIRMING_RECHARGE = '12345678.987654321098765432';
const UNCLAIMED_TRANSFER = '7654321.123456789012345678';

async function postTest(api: Api, path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${api.baseURL}/__test__/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /__test__/${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Seeds the long data; resolves with the ids the routes need and the demo member's token. */
export async function seedLongDemo(api: Api, anvil: Anvil): Promise<LongDataIds & { token: string }> {
  const ids = (await postTest(api, 'long-data')) as LongDataIds;
  const token = await api.login(DEMO, DEMO_MEMBER.password);
  await anvil.setBalance(DEMO, parseEther(LONG_WALLET_BALANCE) + parseEther('1'));

  // The seeded waiting payments name hashes no chain has, so the server's settler soon shows them
  // as waiting for the node; this real one, mined but short of the 12 confirmations, keeps
  // "Confirming n/12" on the records.
  const paid = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther(CONFIRMING_RECHARGE) });
  await api.ok(
    'product/bTCWRecharge',
    { amount: CONFIRMING_RECHARGE, txHash: paid.transactionHash, from: DEMO },
    { token },
  );

  // "Not received yet" offers transfers nobody claimed once the grace period is over: none here.
  await postTest(api, 'settings', { key: 'unclaimed_grace_minutes', value: '0' });
  const unclaimed = await anvil.send({ from: DEMO, to: TREASURY, value: parseEther(UNCLAIMED_TRANSFER) });
  await expect
    .poll(
      async () => {
        const { list } = (await api.ok('product/unclaimedTransfers', {}, { token })) as {
          list: { txHash: string }[];
        };
        return list.map((transfer) => transfer.txHash);
      },
      { timeout: 20_000, message: 'the treasury watcher records the unclaimed transfer' },
    )
    .toContain(unclaimed.transactionHash);
  return { ...ids, token };
}
