// @vitest-environment jsdom
import { loadDemoWalletScript } from './serve-demo-wallet';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ANVIL_ACCOUNTS } from '../seed-accounts';

const SCRIPT = loadDemoWalletScript().toString('utf8');

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
  on(event: string, listener: (payload: unknown) => void): unknown;
  removeListener(event: string, listener: (payload: unknown) => void): unknown;
}
interface Announcement {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: Eip1193Provider;
}

/** Runs the script like a browser would and collects its EIP-6963 announcements. */
function load(): Announcement[] {
  const announced: Announcement[] = [];
  window.addEventListener('eip6963:announceProvider', (event) => {
    announced.push((event as CustomEvent<Announcement>).detail);
  });
  // Indirect eval = global scope, as a classic <script> runs.
  (0, eval)(SCRIPT);
  return announced;
}

function badge(): HTMLButtonElement {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-demo-wallet]');
  const last = buttons[buttons.length - 1];
  if (!last) throw new Error('no badge');
  return last;
}

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('demo wallet', () => {
  it('announces itself by EIP-6963 without touching window.ethereum', () => {
    const announced = load();
    expect(announced).toHaveLength(1);
    const info = announced[0]?.info;
    expect(info).toMatchObject({ name: 'Local test wallet (anvil)', rdns: 'local.anvil.test-wallet' });
    expect(info?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(info?.icon).toMatch(/^data:image\/svg\+xml,/);
    expect('ethereum' in window).toBe(false);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    expect(announced.length).toBeGreaterThanOrEqual(2);
  });

  it('answers wallet methods locally, starting with account #3', async () => {
    const provider = load()[0]?.provider;
    if (!provider) throw new Error('not announced');
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ACCOUNTS[3]]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ANVIL_ACCOUNTS[3]]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x5208');
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5208' }] }),
    ).toBeNull();
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
    expect(
      await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5208' }] }),
    ).toBeNull();
    expect(badge().textContent).toBe('Local test wallet · 0x90F7…b906');
  });

  it('has the server sign (never /rpc) and reads through /rpc, surfacing errors with their code', async () => {
    const fetchMock = vi.fn(async (_url: string, init: { body: string }) => {
      const { id, method } = JSON.parse(init.body) as { id: number; method: string };
      const body =
        method === 'eth_blockNumber'
          ? { jsonrpc: '2.0', id, result: '0x2a' }
          : method === 'personal_sign'
            ? { jsonrpc: '2.0', id, result: '0x5167' }
            : { jsonrpc: '2.0', id, error: { code: -32003, message: 'insufficient funds', data: 'x' } };
      return Promise.resolve(new Response(JSON.stringify(body)));
    });
    vi.stubGlobal('fetch', fetchMock);
    const provider = load()[0]?.provider;
    if (!provider) throw new Error('not announced');
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x2a');
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ to: ANVIL_ACCOUNTS[0], value: '0x1' }] }),
    ).rejects.toMatchObject({ code: -32003, message: 'insufficient funds', data: 'x' });
    expect(
      await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ANVIL_ACCOUNTS[3]] }),
    ).toBe('0x5167');
    await provider
      .request({ method: 'eth_signTypedData_v4', params: [ANVIL_ACCOUNTS[3], '{}'] })
      .catch(() => null);
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      url,
      ...(JSON.parse(init.body) as { method: string; params: unknown[] }),
    }));
    expect(calls.map(({ url, method }) => [url, method])).toEqual([
      ['/rpc', 'eth_blockNumber'],
      ['/__demo__/wallet', 'eth_sendTransaction'],
      ['/__demo__/wallet', 'personal_sign'],
      ['/__demo__/wallet', 'eth_signTypedData_v4'],
    ]);
    // The selected account is filled in as `from`; the rest is left to the signer (nonce, gas, fees).
    expect(calls[1]?.params).toEqual([{ from: ANVIL_ACCOUNTS[3], to: ANVIL_ACCOUNTS[0], value: '0x1' }]);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('keeps a from the app chose and reports an unreachable server as 4900', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const provider = load()[0]?.provider;
    if (!provider) throw new Error('not announced');
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ANVIL_ACCOUNTS[5], to: ANVIL_ACCOUNTS[4] }],
      }),
    ).rejects.toMatchObject({ code: 4900 });
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, { body: string }])[1].body) as {
      params: [{ from: string }];
    };
    expect(sent.params[0].from).toBe(ANVIL_ACCOUNTS[5]);
  });

  it('cycles accounts from the badge, persists the choice and emits accountsChanged', async () => {
    localStorage.setItem('demoWallet.accountIndex', '9');
    const provider = load()[0]?.provider;
    if (!provider) throw new Error('not announced');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ANVIL_ACCOUNTS[9]]);
    const changes: unknown[] = [];
    const listener = (accounts: unknown) => changes.push(accounts);
    provider.on('accountsChanged', listener);
    badge().click();
    expect(changes).toEqual([[ANVIL_ACCOUNTS[1]]]);
    expect(localStorage.getItem('demoWallet.accountIndex')).toBe('1');
    expect(badge().textContent).toBe('Local test wallet · 0x7099…79C8');
    provider.removeListener('accountsChanged', listener);
    badge().click();
    expect(changes).toHaveLength(1);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ANVIL_ACCOUNTS[2]]);
  });
});
