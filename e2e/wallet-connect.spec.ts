import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  CONNECT,
  FRESH_ACCOUNT,
  OTHER_FRESH_ACCOUNT,
  type UnknownChainMode,
} from './fixtures/test';
import { MockWallet } from './fixtures/mock-wallet';
import { masked, settle } from './support/app';
import { axeViolations } from './support/axe';

/** en.json `wallet.*`. */
const W = {
  connect: 'Connect wallet',
  connected: 'Wallet connected',
  chooseWallet: 'Choose a wallet',
  noWallet:
    "No wallet found in this browser. Open this page in your wallet app's browser (for example MetaMask, Trust Wallet or TokenPocket), or install a wallet extension.",
  rejected: 'The wallet request was cancelled. You can try again.',
  pending: 'Your wallet is already asking you something. Open your wallet to finish it.',
  wrongChain: 'Your wallet is not on the BTCW network. Switch to BTCW in your wallet and try again.',
  switchNetwork: 'Switch to BTCW',
};

function walletCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Wallet address', exact: true });
}

/** Computed text colours of `message` and of the app's danger colour (`--danger`). */
async function messageColours(message: Locator): Promise<{ message: string; danger: string }> {
  return message.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--danger)';
    document.body.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return { message: getComputedStyle(element).color, danger };
  });
}

async function expectConnectedOnBtcw(page: Page, account: string): Promise<void> {
  const card = walletCard(page);
  await expect(card.getByText(W.connected)).toBeVisible();
  await expect(card.getByTestId('wallet-address')).toHaveText(masked(account));
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card.getByRole('button', { name: W.switchNetwork })).toHaveCount(0);
}

test('a rejected connection shows a neutral message, and trying again connects', async ({ page, wallet }) => {
  wallet.rejectNext(CONNECT);
  await page.goto('/');
  const card = walletCard(page);
  await card.getByRole('button', { name: W.connect }).click();
  const message = card.getByRole('alert');
  await expect(message).toHaveText(W.rejected);
  const colours = await messageColours(message);
  expect(colours.message).not.toBe(colours.danger);
  expect(wallet.authorized).toBe(false);

  await card.getByRole('button', { name: W.connect }).click();
  await expectConnectedOnBtcw(page, FRESH_ACCOUNT);
  expect(wallet.connectRequests()).toHaveLength(2);
});

test('a request already pending in the wallet (-32002) is explained and not repeated', async ({
  page,
  wallet,
}) => {
  wallet.pendingNext(CONNECT);
  await page.goto('/');
  const card = walletCard(page);
  await card.getByRole('button', { name: W.connect }).click();
  await expect(card.getByRole('alert')).toHaveText(W.pending);
  expect(wallet.connectRequests()).toHaveLength(1);

  // Tapping again while the wallet still shows its popup does not stack another request.
  await card.getByRole('button', { name: W.connect }).click();
  await expect(card.getByRole('alert')).toHaveText(W.pending);
  await settle(page);
  expect(wallet.connectRequests()).toHaveLength(1);
});

test.describe('wallet on another chain', () => {
  test.use({ walletOptions: { chainId: '0x1' } });

  test('a wallet that knows BTCW is switched to it, without adding', async ({ page, wallet }) => {
    await page.goto('/');
    await walletCard(page).getByRole('button', { name: W.connect }).click();
    await expectConnectedOnBtcw(page, FRESH_ACCOUNT);
    expect(wallet.chainId).toBe('0x5208');
    const switches = wallet.requestsOf('wallet_switchEthereumChain');
    expect(switches.length).toBeGreaterThanOrEqual(1);
    expect(switches[0]?.params).toEqual([{ chainId: '0x5208' }]);
    expect(wallet.requestsOf('wallet_addEthereumChain')).toHaveLength(0);
  });

  for (const mode of ['4902', 'wrapped', 'other'] satisfies UnknownChainMode[]) {
    test(`a wallet that does not know BTCW (${mode}) gets the chain added`, async ({
      page,
      wallet,
      request,
    }) => {
      wallet.unknownChain(mode);
      await page.goto('/');
      await walletCard(page).getByRole('button', { name: W.connect }).click();
      await expectConnectedOnBtcw(page, FRESH_ACCOUNT);
      expect(wallet.chainId).toBe('0x5208');
      expect(wallet.addedChains).toHaveLength(1);
      const added = wallet.addedChains[0];
      expect(added).toMatchObject({
        chainId: '0x5208',
        nativeCurrency: { name: 'BTCW', symbol: 'BTCW', decimals: 18 },
      });
      expect(added?.chainName).toMatch(/\S/);
      expect(added?.rpcUrls.length).toBeGreaterThanOrEqual(1);
      for (const url of added?.rpcUrls ?? []) {
        expect(url).toMatch(/^https?:\/\/[^/]/);
        // The network the wallet now has actually answers as chain 21000.
        const response = await request.post(url, {
          data: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        });
        expect(await response.json()).toMatchObject({ result: '0x5208' });
      }
    });
  }

  test('a rejected switch shows a neutral message, adds nothing, and the user can switch later', async ({
    page,
    wallet,
  }) => {
    wallet.rejectNext('wallet_switchEthereumChain');
    await page.goto('/');
    const card = walletCard(page);
    await card.getByRole('button', { name: W.connect }).click();
    const message = card.getByRole('alert');
    await expect(message).toHaveText(W.rejected);
    const colours = await messageColours(message);
    expect(colours.message).not.toBe(colours.danger);
    await settle(page);
    expect(wallet.requestsOf('wallet_addEthereumChain')).toHaveLength(0);
    expect(wallet.chainId).toBe('0x1');

    await card.getByRole('button', { name: W.switchNetwork }).click();
    await expectConnectedOnBtcw(page, FRESH_ACCOUNT);
    expect(wallet.chainId).toBe('0x5208');
    expect(wallet.requestsOf('wallet_addEthereumChain')).toHaveLength(0);
  });
});

test.describe('no wallet installed', () => {
  test.use({ walletOptions: { installed: false } });

  test('connecting explains where to open the page and logs why', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/');
    const card = walletCard(page);
    await card.getByRole('button', { name: W.connect }).click();
    await expect(card.getByRole('alert')).toHaveText(W.noWallet);
    await expect(card.getByRole('button', { name: W.connect })).toBeEnabled();
    await expect.poll(() => logged.some((text) => /wallet/i.test(text) && /noWallet/.test(text))).toBe(true);
  });
});

test('several wallets: the user chooses one and only that one is asked', async ({
  page,
  wallet,
  context,
  stack,
}) => {
  const other = new MockWallet(stack.rpcUrl, {
    account: OTHER_FRESH_ACCOUNT,
    info: { name: 'Other Wallet', rdns: 'test.other-wallet' },
  });
  await other.attach(context);
  await page.goto('/');
  const chooser = walletCard(page).getByRole('group', { name: W.chooseWallet });
  await expect(chooser.getByRole('button')).toHaveText(['Mock Wallet', 'Other Wallet'], {
    useInnerText: true,
  });
  expect(await axeViolations(page, 'wallet chooser · en')).toEqual([]);
  await chooser.getByRole('button', { name: 'Other Wallet' }).click();
  await expectConnectedOnBtcw(page, OTHER_FRESH_ACCOUNT);
  expect(other.connectRequests()).toHaveLength(1);
  expect(wallet.connectRequests()).toHaveLength(0);
});
