/**
 * The reorg and squatting cases with two server instances on one PostgreSQL (as two processes
 * behind a load balancer would run), their settlers racing: a reversal happens once, a squatted
 * hash is credited once, to its sender.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keccak256, parseEther, type Address, type Hash } from 'viem';
import { createChainClient } from '../chain/btcw-chain';
import { balanceOf } from '../ledger/ledger';
import { DEMO_MEMBER, ROOT_MEMBER, TREASURY_ADDRESS } from '../seed-accounts';
import { resetAndSeed } from '../seed';
import { serverInstances, type ServerInstance } from '../test-support/postgres-instances';
import { countRows } from '../test-support/count-rows';
import { memberToken } from '../test-support/shared-test-app';
import { postApi, testClock, testPasswords } from '../test-support/test-app';
import { startAnvil, type RunningAnvil } from '../test-support/test-chain';
import { runPaymentPass } from './settler';

const DEMO = DEMO_MEMBER.address as Address;
const DEMO_ID = 2;
const clock = testClock(new Date());

let anvil: RunningAnvil;
let baseline: Hash;

beforeAll(async () => {
  anvil = await startAnvil();
}, 120_000);
afterAll(() => anvil.stop());

const instances = serverInstances(2, () => ({
  chainRpcUrl: anvil.rpcUrl,
  clock,
  // These tests race claims; the rate limits have tests of their own.
  apiRateLimitScale: 0,
}));

beforeAll(async () => {
  baseline = await anvil.chain.snapshot();
});

beforeEach(async () => {
  await anvil.chain.revert({ id: baseline });
  baseline = await anvil.chain.snapshot();
  const first = instances[0];
  if (!first) throw new Error('no instance');
  await resetAndSeed(first.db, testPasswords, clock.now());
});

function instance(n: number): ServerInstance {
  const found = instances[n];
  if (!found) throw new Error(`no instance ${n}`);
  return found;
}

const post = async (n: number, path: string, body: unknown, token?: string) =>
  (await postApi(instance(n).url, path, body, { token })).envelope;

const login = (n: number, member: { address: string; password: string }) =>
  memberToken({ post: (...args) => postApi(instance(n).url, ...args) }, member.address, member.password);

const bothSettlers = () =>
  Promise.all(
    instances.map((each) =>
      runPaymentPass({ db: each.db, chain: createChainClient(anvil.rpcUrl), now: () => clock.now() }),
    ),
  );

describe('two server instances on one PostgreSQL', () => {
  it('reverses a reorged recharge once, whichever instance notices', async () => {
    const demo = await login(0, DEMO_MEMBER);
    const before = await balanceOf(instance(0).db, DEMO_ID);
    const snapshot = await anvil.chain.snapshot();
    const hash = await anvil.chain.sendTransaction({
      account: DEMO,
      to: TREASURY_ADDRESS,
      value: parseEther('21'),
      chain: anvil.chain.chain,
    });
    await anvil.chain.waitForTransactionReceipt({ hash });
    expect(await post(1, 'product/bTCWRecharge', { amount: '21', txHash: hash }, demo)).toMatchObject({
      result: { status: 'Success' },
    });
    await anvil.chain.revert({ id: snapshot });
    await Promise.all([bothSettlers(), bothSettlers()]);
    expect(await balanceOf(instance(0).db, DEMO_ID)).toBe(before);
    expect(await countRows(instance(0).db, 'ledger_entries', "kind = 'payment_reversal'")).toBe(1);
  }, 60_000);

  it('20 parallel claims of one transfer on two instances, 10 rounds: every answer an envelope, one credit', async () => {
    const demo = await login(0, DEMO_MEMBER);
    const before = await balanceOf(instance(0).db, DEMO_ID);
    const codes = new Map<number, number>();
    const hashes: Hash[] = [];
    for (let round = 0; round < 10; round += 1) {
      const hash = await anvil.chain.sendTransaction({
        account: DEMO,
        to: TREASURY_ADDRESS,
        value: parseEther('11'),
        chain: anvil.chain.chain,
      });
      await anvil.chain.waitForTransactionReceipt({ hash });
      hashes.push(hash);
      // The watcher records it; past the grace period it is the member's to claim with one tap.
      await bothSettlers();
      clock.advance(11 * 60_000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 === 0
            ? post(i % 4 === 0 ? 0 : 1, 'product/claimTransfer', { txHash: hash }, demo)
            : post(i % 4 === 1 ? 1 : 0, 'product/bTCWRecharge', { amount: '11', txHash: hash }, demo),
        ),
      );
      for (const answer of answers) codes.set(answer.code, (codes.get(answer.code) ?? 0) + 1);
    }
    expect(
      [...codes.keys()].every((code) => [200, 404, 409].includes(code)),
      JSON.stringify([...codes]),
    ).toBe(true);
    expect(await balanceOf(instance(0).db, DEMO_ID)).toBe(before + 10n * parseEther('11'));
    const credits = await instance(0).db.query<{ tx_hash: string; n: number }>(
      `SELECT reference AS tx_hash, count(*)::int AS n FROM ledger_entries WHERE kind = 'recharge' GROUP BY reference`,
    );
    expect(credits.map((row) => row.n)).toEqual(hashes.map(() => 1));
    // The member's records agree: every one of these recharges is a success, none left Auditing.
    const records = await instance(0).db.query<{ status: string }>(
      'SELECT status FROM recharges WHERE tx_hash = ANY($1::text[])',
      [hashes.map((hash) => hash.toLowerCase())],
    );
    expect(records.map((row) => row.status)).toEqual(hashes.map(() => 'success'));
  }, 120_000);

  it('credits a squatted hash once, to its sender, with the claims made on different instances', async () => {
    const demo = await login(0, DEMO_MEMBER);
    const root = await login(1, ROOT_MEMBER);
    const request = await anvil.chain.prepareTransactionRequest({
      account: DEMO,
      to: TREASURY_ADDRESS,
      value: parseEther('100'),
      chain: anvil.chain.chain,
    });
    const serialized = await anvil.chain.signTransaction({
      ...request,
      account: DEMO,
      chain: anvil.chain.chain,
    });
    const hash = keccak256(serialized);
    // The squatter reports the sender's hash for their own reservation before the node has it (a
    // recharge of an unknown hash is refused and records nothing).
    const device = (await post(1, 'product/searchDevice', { hashrateId: 'HR-1001' }, root)).result as {
      id: number;
    };
    const lock = await post(
      1,
      'product/lockDevice',
      { deviceId: device.id, from: ROOT_MEMBER.address },
      root,
    );
    const { orderId } = lock.result as { orderId: number };
    const [squatter, early] = await Promise.all([
      post(1, 'product/bTCWPledge', { orderId, txHash: hash }, root),
      post(0, 'product/bTCWRecharge', { amount: '100', txHash: hash }, demo),
    ]);
    expect(squatter).toMatchObject({ code: 200, result: { status: 'pending' } });
    expect(early).toMatchObject({ code: 422, reason: 'txNotFound' });
    const before = await balanceOf(instance(0).db, DEMO_ID);
    await anvil.chain.waitForTransactionReceipt({
      hash: await anvil.chain.sendRawTransaction({ serializedTransaction: serialized }),
    });
    const [sender] = await Promise.all([
      post(0, 'product/bTCWRecharge', { amount: '100', txHash: hash }, demo),
      bothSettlers(),
    ]);
    expect(sender).toMatchObject({ code: 200 });
    await Promise.all([bothSettlers(), bothSettlers()]);
    expect(await balanceOf(instance(0).db, DEMO_ID)).toBe(before + parseEther('100'));
    const claims = await instance(0).db.query<{ member_id: number; status: string; reason: string | null }>(
      'SELECT member_id::int AS member_id, status, reason FROM payment_claims WHERE tx_hash = $1 ORDER BY member_id',
      [hash],
    );
    expect(claims).toEqual([
      { member_id: 1, status: 'rejected', reason: 'wrongSender' },
      { member_id: DEMO_ID, status: 'credited', reason: null },
    ]);
  }, 60_000);
});
