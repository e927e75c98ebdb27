import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEther, verifyMessage, verifyTypedData, type Address, type Hash, type Hex } from 'viem';
import { ANVIL_ACCOUNTS, ANVIL_COMMUNITY_ACCOUNTS, TREASURY_ADDRESS } from '../seed-accounts';
import { writeSetting } from '../settings/settings';
import { createServer } from '../app';
import { closeServer, listen, startTestApp, unusedDb, type TestApp } from '../test-support/test-app';
import { DEMO_SIGNER_PATH } from './demo-signer';
import { startAnvil, type RunningAnvil, type TestChain } from '../test-support/test-chain';

const TREASURY = TREASURY_ADDRESS as Address;
const MEMBER = ANVIL_ACCOUNTS[3] as Address;
const OTHER = ANVIL_ACCOUNTS[4] as Address;

let anvil: RunningAnvil;
let rpcUrl: string;
let app: TestApp;
let chain: TestChain;
let baseline: Hex;

beforeAll(async () => {
  anvil = await startAnvil();
  ({ rpcUrl, chain } = anvil);
  app = await startTestApp({ chainRpcUrl: rpcUrl, demoWallet: true });
  baseline = await chain.snapshot();
}, 60_000);

afterAll(async () => {
  await (app as TestApp | undefined)?.close();
  (anvil as RunningAnvil | undefined)?.stop();
});

beforeEach(async () => {
  await chain.revert({ id: baseline });
  baseline = await chain.snapshot();
  await app.reset();
});

interface RpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: { code: number; message: string };
}

async function rpc(method: string, params: unknown[]): Promise<RpcAnswer> {
  const response = await fetch(`${app.url}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as RpcAnswer;
}

/** The demo wallet's signer, as the wallet script in a same-origin page calls it. */
async function signer(
  method: string,
  params: unknown[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: RpcAnswer }> {
  const response = await fetch(`${app.url}${DEMO_SIGNER_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 9, method, params }),
  });
  return { status: response.status, body: (await response.json()) as RpcAnswer };
}

/** node:http, since fetch will not send a Host header of our choosing. */
function rawPost(
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      `${app.url}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let answer = '';
        res.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: answer }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

const oneCoin = `0x${parseEther('1').toString(16)}`;

describe('a demo-wallet server cannot move the treasury’s coins', () => {
  it('refuses eth_sendTransaction and eth_accounts through /rpc (anvil would sign: its accounts are unlocked)', async () => {
    const before = await chain.getBalance({ address: TREASURY });
    const blockBefore = await chain.getBlockNumber();
    expect(await rpc('eth_sendTransaction', [{ from: TREASURY, to: OTHER, value: oneCoin }])).toMatchObject({
      error: { code: -32601 },
    });
    expect(await rpc('eth_accounts', [])).toMatchObject({ error: { code: -32601 } });
    expect(await rpc('personal_sign', ['0x00', TREASURY])).toMatchObject({ error: { code: -32601 } });
    expect(await rpc('anvil_impersonateAccount', [TREASURY])).toMatchObject({ error: { code: -32601 } });
    expect(
      await rpc('eth_sendUnsignedTransaction', [{ from: TREASURY, to: OTHER, value: oneCoin }]),
    ).toMatchObject({ error: { code: -32601 } });
    expect(await chain.getBalance({ address: TREASURY })).toBe(before);
    expect(await chain.getBlockNumber()).toBe(blockBefore);
    // Reads still pass.
    expect(await rpc('eth_getBalance', [TREASURY, 'latest'])).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: `0x${before.toString(16)}`,
    });
  });

  it('the demo signer refuses the treasury, accounts it does not offer, and the configured treasury', async () => {
    const before = await chain.getBalance({ address: TREASURY });
    const tx = (from: string) => [{ from, to: OTHER, value: oneCoin }];
    expect((await signer('eth_sendTransaction', tx(TREASURY))).body).toMatchObject({
      id: 9,
      error: { code: 4100 },
    });
    expect((await signer('eth_sendTransaction', tx(TREASURY.toLowerCase()))).body).toMatchObject({
      error: { code: 4100 },
    });
    // #10 is unlocked in anvil, but not one of the demo wallet's accounts.
    expect((await signer('eth_sendTransaction', tx(ANVIL_COMMUNITY_ACCOUNTS[0]))).body).toMatchObject({
      error: { code: 4100 },
    });
    expect((await signer('personal_sign', ['0x68656c6c6f', TREASURY])).body).toMatchObject({
      error: { code: 4100 },
    });
    expect(await chain.getBalance({ address: TREASURY })).toBe(before);

    await writeSetting(app.db, 'treasury_address', ANVIL_ACCOUNTS[5], new Date());
    expect((await signer('eth_sendTransaction', tx(ANVIL_ACCOUNTS[5]))).body).toMatchObject({
      error: { code: 4100 },
    });
  });
});

describe('the demo signer', () => {
  it('signs a member account’s payment with its test key and sends it raw', async () => {
    const [memberBefore, otherBefore] = await Promise.all([
      chain.getBalance({ address: MEMBER }),
      chain.getBalance({ address: OTHER }),
    ]);
    const { status, body } = await signer('eth_sendTransaction', [
      { from: MEMBER.toLowerCase(), to: OTHER, value: oneCoin, chainId: '0x5208' },
    ]);
    expect(status).toBe(200);
    expect(body.result).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await chain.waitForTransactionReceipt({ hash: body.result as Hash });
    expect(receipt.status).toBe('success');
    expect(receipt.from.toLowerCase()).toBe(MEMBER.toLowerCase());
    expect(await chain.getBalance({ address: OTHER })).toBe(otherBefore + parseEther('1'));
    expect(await chain.getBalance({ address: MEMBER })).toBe(
      memberBefore - parseEther('1') - receipt.gasUsed * receipt.effectiveGasPrice,
    );
  });

  it('keeps the fields it is given (nonce, gas, legacy gasPrice), as a speed-up or cancel sends them', async () => {
    const nonce = await chain.getTransactionCount({ address: MEMBER });
    const { body } = await signer('eth_sendTransaction', [
      {
        from: MEMBER,
        to: MEMBER,
        value: '0x0',
        nonce: `0x${nonce.toString(16)}`,
        gas: '0x5208',
        gasPrice: '0x77359400',
      },
    ]);
    const tx = await chain.getTransaction({ hash: body.result as Hash });
    expect(tx).toMatchObject({ nonce, gas: 21000n, gasPrice: 2_000_000_000n, type: 'legacy' });
  });

  it('passes the node’s error code on, like anvil’s own answer', async () => {
    const { body } = await signer('eth_sendTransaction', [
      { from: MEMBER, to: OTHER, value: `0x${parseEther('1000000').toString(16)}` },
    ]);
    expect(body.error?.code).toEqual(expect.any(Number));
    expect(body.error?.message).toMatch(/funds|balance/i);
    const wrongChain = await signer('eth_sendTransaction', [{ from: MEMBER, to: OTHER, chainId: '0x1' }]);
    expect(wrongChain.body).toMatchObject({ error: { code: -32602 } });
    expect((await signer('eth_sendTransaction', [{ to: OTHER }])).body).toMatchObject({
      error: { code: -32602 },
    });
    expect((await signer('eth_sign', [MEMBER, '0x00'])).body).toMatchObject({ error: { code: -32601 } });
  });

  it('signs messages and typed data for member accounts', async () => {
    const message = (await signer('personal_sign', ['0x68656c6c6f', MEMBER])).body.result as Hex;
    expect(await verifyMessage({ address: MEMBER, message: 'hello', signature: message })).toBe(true);
    const typed = {
      domain: { name: 'BTCW', version: '1', chainId: 21000 },
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hi' },
    } as const;
    // As wallets get it: JSON, EIP712Domain spelled out.
    const request = JSON.stringify({
      ...typed,
      types: {
        ...typed.types,
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
      },
    });
    const signature = (await signer('eth_signTypedData_v4', [MEMBER, request])).body.result as Hex;
    expect(await verifyTypedData({ ...typed, address: MEMBER, signature })).toBe(true);
  });

  it('answers only same-origin pages on a localhost or IP-address Host', async () => {
    const before = await chain.getTransactionCount({ address: MEMBER });
    const tx = [{ from: MEMBER, to: OTHER, value: oneCoin }];
    const refusedHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
      { 'content-type': 'text/plain' },
    ];
    for (const headers of refusedHeaders) {
      const { status, body } = await signer('eth_sendTransaction', tx, headers);
      expect(status, JSON.stringify(headers)).toBe(403);
      expect(body.error?.code).toBe(4100);
    }
    // DNS rebinding: a page of a name that now resolves to 127.0.0.1 is "same-origin" to the browser.
    const port = new URL(app.url).port;
    const rebound = await rawPost(
      DEMO_SIGNER_PATH,
      { jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: tx },
      {
        host: `rebound.evil.example:${port}`,
        origin: `http://rebound.evil.example:${port}`,
        'sec-fetch-site': 'same-origin',
      },
    );
    expect(rebound.status).toBe(403);
    expect(await chain.getTransactionCount({ address: MEMBER })).toBe(before);
    const sameOrigin = await signer('personal_sign', ['0x00', MEMBER], { origin: app.url });
    expect(sameOrigin.status).toBe(200);
  });

  it('is not there without DEMO_WALLET', async () => {
    const plain = await createServer({ db: unusedDb, staticDir: '/nonexistent', chainRpcUrl: rpcUrl });
    try {
      const response = await fetch(`${await listen(plain)}${DEMO_SIGNER_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_sendTransaction',
          params: [{ from: MEMBER }],
        }),
      });
      // Falls through to the static files, which serve GET/HEAD only.
      expect(response.status).toBe(405);
    } finally {
      await closeServer(plain);
    }
  });
});
