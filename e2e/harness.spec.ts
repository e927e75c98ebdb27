/**
 * Smoke tests of the e2e harness itself (no app UI): the mock wallet on a blank page of the app's
 * origin, failure injection, chain snapshots and the DB reset between tests.
 */
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import {
  ANVIL_INITIAL_BALANCE,
  CONNECT,
  DEMO_MEMBER,
  FRESH_ACCOUNT,
  ROOT_MEMBER,
  TREASURY,
  OTHER_FRESH_ACCOUNT,
  expect,
  test,
  type UnknownChainMode,
} from './fixtures/test';
import { jsonRpc } from './support/json-rpc';

const BLANK_PATH = '/__harness__/blank';

interface AnnouncedInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

type Outcome =
  { ok: true; result: unknown } | { ok: false; error: { code: unknown; message: unknown; data: unknown } };

/** A page on the app's origin that does not run the app. */
async function openBlank(page: Page): Promise<void> {
  await page.route(`**${BLANK_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>harness</title><body></body>' }),
  );
  await page.goto(BLANK_PATH);
}

/** Dispatches `eip6963:requestProvider` and collects what answers. */
function discover(page: Page): Promise<AnnouncedInfo[]> {
  return page.evaluate(() => {
    const infos: AnnouncedInfo[] = [];
    const onAnnounce = (event: Event) =>
      infos.push((event as CustomEvent<{ info: AnnouncedInfo }>).detail.info);
    window.addEventListener('eip6963:announceProvider', onAnnounce);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.removeEventListener('eip6963:announceProvider', onAnnounce);
    return infos;
  });
}

/** `provider.request` through the EIP-6963-discovered mock wallet, inside the page. */
function walletCall(page: Page, method: string, params?: unknown): Promise<Outcome> {
  return page.evaluate(
    async ({ method, params }) => {
      interface Provider {
        request(args: { method: string; params?: unknown }): Promise<unknown>;
        on(event: string, listener: (payload: unknown) => void): void;
      }
      let provider: Provider | undefined;
      const onAnnounce = (event: Event) => {
        const detail = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>).detail;
        if (detail.info.rdns === 'test.mock-wallet') provider = detail.provider;
      };
      window.addEventListener('eip6963:announceProvider', onAnnounce);
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      window.removeEventListener('eip6963:announceProvider', onAnnounce);
      if (!provider) throw new Error('mock wallet not announced');
      const scope = window as unknown as { __harnessEvents?: [string, unknown][] };
      if (!scope.__harnessEvents) {
        const events: [string, unknown][] = [];
        scope.__harnessEvents = events;
        for (const name of ['accountsChanged', 'chainChanged'])
          provider.on(name, (payload) => events.push([name, payload]));
      }
      try {
        return { ok: true as const, result: await provider.request({ method, params }) };
      } catch (error) {
        const { code, message, data } = error as { code?: unknown; message?: unknown; data?: unknown };
        return { ok: false as const, error: { code, message, data } };
      }
    },
    { method, params },
  );
}

/** Wallet events the page has seen since its first {@link walletCall}. */
function seenEvents(page: Page): Promise<[string, unknown][]> {
  return page.evaluate(
    () => (window as unknown as { __harnessEvents?: [string, unknown][] }).__harnessEvents ?? [],
  );
}

test.describe('mock wallet', () => {
  test('is announced through EIP-6963 only', async ({ page, wallet }) => {
    await openBlank(page);
    const infos = await discover(page);
    expect(infos).toEqual([
      {
        uuid: wallet.info.uuid,
        name: 'Mock Wallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown as string,
        rdns: 'test.mock-wallet',
      },
    ]);
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
  });

  test('answers chain and accounts like MetaMask and logs requests', async ({ page, wallet }) => {
    await openBlank(page);
    expect(await walletCall(page, 'eth_chainId')).toEqual({ ok: true, result: '0x5208' });
    expect(await walletCall(page, 'eth_accounts')).toEqual({ ok: true, result: [] });
    expect(await walletCall(page, 'eth_requestAccounts')).toEqual({
      ok: true,
      result: [FRESH_ACCOUNT.toLowerCase()],
    });
    expect(await walletCall(page, 'eth_accounts')).toEqual({
      ok: true,
      result: [FRESH_ACCOUNT.toLowerCase()],
    });
    expect(wallet.requestsOf('eth_requestAccounts')).toHaveLength(1);
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'eth_chainId',
      'eth_accounts',
      'eth_requestAccounts',
      'eth_accounts',
    ]);

    await wallet.setAccount(DEMO_MEMBER.address);
    await wallet.disconnect();
    expect(await seenEvents(page)).toEqual([
      ['accountsChanged', [DEMO_MEMBER.address.toLowerCase()]],
      ['accountsChanged', []],
    ]);
    expect(await walletCall(page, 'eth_accounts')).toEqual({ ok: true, result: [] });
  });

  test('rejectNext, pendingNext and failNext fail one request each', async ({ page, wallet }) => {
    await openBlank(page);
    wallet.rejectNext('eth_requestAccounts');
    wallet.pendingNext('eth_requestAccounts');
    wallet.failNext('eth_requestAccounts', { code: -32603, message: 'boom', data: { why: 'test' } });
    const rejected = await walletCall(page, 'eth_requestAccounts');
    expect(rejected).toMatchObject({
      ok: false,
      error: { code: 4001, message: 'User rejected the request.' },
    });
    expect(await walletCall(page, 'eth_requestAccounts')).toMatchObject({
      ok: false,
      error: { code: -32002 },
    });
    expect(await walletCall(page, 'eth_requestAccounts')).toEqual({
      ok: false,
      error: { code: -32603, message: 'boom', data: { why: 'test' } },
    });
    expect(await walletCall(page, 'eth_requestAccounts')).toMatchObject({ ok: true });
    expect(wallet.requestsOf('eth_requestAccounts').map((request) => request.error?.code)).toEqual([
      4001,
      -32002,
      -32603,
      undefined,
    ]);

    // CONNECT matches whichever connection prompt comes next.
    wallet.rejectNext(CONNECT);
    expect(await walletCall(page, 'wallet_requestPermissions', [{ eth_accounts: {} }])).toMatchObject({
      ok: false,
      error: { code: 4001 },
    });
    expect(wallet.connectRequests()).toHaveLength(5);
  });

  const unknownChainShapes: Record<UnknownChainMode, object> = {
    '4902': { code: 4902 },
    wrapped: { code: -32603, data: { originalError: { code: 4902 } } },
    other: { code: -32603, message: expect.stringContaining('Unrecognized chain ID "0x5208"') as unknown },
  };
  for (const [mode, shape] of Object.entries(unknownChainShapes) as [UnknownChainMode, object][]) {
    test(`unknown chain (${mode}) until wallet_addEthereumChain`, async ({ page, wallet, baseURL }) => {
      await wallet.setChain('0x1');
      wallet.unknownChain(mode);
      await openBlank(page);
      expect(await walletCall(page, 'eth_chainId')).toEqual({ ok: true, result: '0x1' });
      const failed = await walletCall(page, 'wallet_switchEthereumChain', [{ chainId: '0x5208' }]);
      expect(failed).toMatchObject({ ok: false, error: shape });
      if (mode !== '4902') expect(failed).not.toMatchObject({ error: { code: 4902 } });

      const chain = {
        chainId: '0x5208',
        chainName: 'BTCW Chain',
        nativeCurrency: { name: 'BTCW', symbol: 'BTCW', decimals: 18 },
        rpcUrls: [`${baseURL ?? ''}/rpc`],
      };
      expect(
        await walletCall(page, 'wallet_addEthereumChain', [{ ...chain, rpcUrls: ['/rpc'] }]),
      ).toMatchObject({
        ok: false,
        error: { code: -32602 },
      });
      expect(await walletCall(page, 'wallet_addEthereumChain', [chain])).toEqual({ ok: true, result: null });
      expect(wallet.addedChains).toEqual([chain]);
      expect(await walletCall(page, 'eth_chainId')).toEqual({ ok: true, result: '0x5208' });
      expect(await walletCall(page, 'wallet_switchEthereumChain', [{ chainId: '0x5208' }])).toEqual({
        ok: true,
        result: null,
      });
      expect(await seenEvents(page)).toEqual([['chainChanged', '0x5208']]);
    });
  }

  test.describe('with legacy injection', () => {
    test.use({ walletOptions: { legacyInjection: true, isMetaMask: true } });
    test('also sets window.ethereum', async ({ page }) => {
      await openBlank(page);
      expect(
        await page.evaluate(() => Object.getOwnPropertyDescriptor(window, 'ethereum')?.value !== undefined),
      ).toBe(true);
      expect(
        await page.evaluate(
          () => 'isMetaMask' in (Object.getOwnPropertyDescriptor(window, 'ethereum')?.value as object),
        ),
      ).toBe(true);
      expect(await discover(page)).toHaveLength(1);
    });
  });

  test.describe('not installed', () => {
    test.use({ walletOptions: { installed: false } });
    test('announces nothing', async ({ page }) => {
      await openBlank(page);
      expect(await discover(page)).toEqual([]);
    });
  });

  test('is shared with a page opened in another browser locale', async ({ page, wallet, openPhonePage }) => {
    await openBlank(page);
    const zhPage = await openPhonePage({ locale: 'zh-CN' });
    await openBlank(zhPage);
    expect(await zhPage.evaluate(() => navigator.language)).toBe('zh-CN');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await discover(zhPage)).toEqual([expect.objectContaining({ uuid: wallet.info.uuid }) as unknown]);

    expect(await walletCall(page, 'eth_requestAccounts')).toMatchObject({ ok: true });
    expect(await walletCall(zhPage, 'eth_accounts')).toEqual({
      ok: true,
      result: [FRESH_ACCOUNT.toLowerCase()],
    });
    await wallet.setAccount(ROOT_MEMBER.address);
    for (const target of [page, zhPage]) {
      expect(await seenEvents(target)).toEqual([['accountsChanged', [ROOT_MEMBER.address.toLowerCase()]]]);
    }
  });
});

test.describe('page watchers', () => {
  test('a message a page could not translate is recorded, in any of the test’s contexts', async ({
    page,
    missingMessages,
    openPhonePage,
  }) => {
    const other = await openPhonePage({ locale: 'vi-VN' });
    await openBlank(page);
    await openBlank(other);
    for (const target of [page, other])
      await target.evaluate(() => console.error('Error: MISSING_MESSAGE: Could not resolve `stake.title`'));
    await expect.poll(() => missingMessages.length).toBe(2);
    expect(missingMessages[0]).toContain('stake.title');
    // Recorded as expected: emptied so that this test itself passes.
    missingMessages.length = 0;
  });
});

test.describe('chain and database reset between tests', () => {
  // Pairs of tests: the second one checks that the first one's changes were rolled back. Each also
  // holds on its own (run with -g), since the stack starts from anvil's genesis balances.
  const value = parseEther('12.5');

  test('eth_sendTransaction through the wallet moves BTCW on anvil', async ({ page, wallet, anvil }) => {
    expect(await anvil.balance(TREASURY)).toBe(ANVIL_INITIAL_BALANCE);
    expect(await anvil.balance(FRESH_ACCOUNT)).toBe(ANVIL_INITIAL_BALANCE);

    await openBlank(page);
    await walletCall(page, 'eth_requestAccounts');
    const held = wallet.holdNext('eth_sendTransaction');
    const sending = walletCall(page, 'eth_sendTransaction', [
      { from: FRESH_ACCOUNT.toLowerCase(), to: TREASURY, value: `0x${value.toString(16)}` },
    ]);
    await held.arrived;
    expect(await anvil.balance(TREASURY)).toBe(ANVIL_INITIAL_BALANCE);
    held.release();
    const sent = await sending;
    if (!sent.ok) throw new Error(`send failed: ${JSON.stringify(sent.error)}`);
    const receipt = await anvil.waitForReceipt(sent.result as `0x${string}`);
    expect(receipt.status).toBe('success');

    expect(await anvil.balance(TREASURY)).toBe(ANVIL_INITIAL_BALANCE + value);
    const gas = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(await anvil.balance(FRESH_ACCOUNT)).toBe(ANVIL_INITIAL_BALANCE - value - gas);
  });

  test('…and the next test starts from the reverted chain', async ({ anvil, baseURL }) => {
    expect(await anvil.balance(TREASURY)).toBe(ANVIL_INITIAL_BALANCE);
    expect(await anvil.balance(FRESH_ACCOUNT)).toBe(ANVIL_INITIAL_BALANCE);
    // The app reads the chain through the server's /rpc proxy: same chain.
    expect(await jsonRpc(`${baseURL ?? ''}/rpc`, 'eth_chainId')).toBe('0x5208');
    expect(await jsonRpc(`${baseURL ?? ''}/rpc`, 'eth_getBalance', [FRESH_ACCOUNT, 'latest'])).toBe(
      `0x${ANVIL_INITIAL_BALANCE.toString(16)}`,
    );
  });

  test('the API sees the seeded members; a registration lives until the reset', async ({ api }) => {
    const demoToken = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    expect(await api.userInfo(demoToken)).toMatchObject({
      account: expect.stringMatching(new RegExp(`^${DEMO_MEMBER.address}$`, 'i')),
      balance: DEMO_MEMBER.balance,
    });
    await api.login(ROOT_MEMBER.address, ROOT_MEMBER.password);

    const newcomer = OTHER_FRESH_ACCOUNT;
    await api.register(newcomer, 'newcomer-password', ROOT_MEMBER.address);
    await api.login(newcomer, 'newcomer-password');
  });

  test('…and /__test__/reset restores the seeded DB', async ({ api }) => {
    const login = await api.call('member/login', {
      account: OTHER_FRESH_ACCOUNT,
      password: 'newcomer-password',
    });
    expect(login.code).not.toBe(200);
    await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  });
});
