/**
 * Steps the cross-engine journeys share: choosing the local test wallet's account, logging in
 * through the login form, and the money actions' review and result.
 */
import { DEMO_MEMBER } from '../fixtures/accounts';
import type { EnginePage } from './driver/engine-page';

/** The local test wallet's storage key (server/demo-wallet/demo-wallet.mjs): anvil account #index. */
const WALLET_ACCOUNT_KEY = 'demoWallet.accountIndex';

/** Anvil account indices: #2 is the seeded demo member, #3.. are not registered. */
export const DEMO_MEMBER_INDEX = 2;

/** Opens `path` with the local test wallet on anvil account #index. */
export async function openAs(page: EnginePage, index: number, path: string): Promise<void> {
  await page.goto('/pages/login/index');
  await page.evaluate(
    (key: string, value: string) => {
      localStorage.setItem(key, value);
    },
    WALLET_ACCOUNT_KEY,
    String(index),
  );
  await page.goto(path);
}

/** Logs in through the form as the demo member; ends on Home. */
export async function logInAsDemo(page: EnginePage): Promise<void> {
  await openAs(page, DEMO_MEMBER_INDEX, '/pages/login/index');
  await connectIfAsked(page);
  await page.fill({ label: 'Login password' }, DEMO_MEMBER.password);
  await page.click({ role: 'button', name: 'Log in' });
  await page.visible({ text: 'Login Successful' });
  await page.visible({ testId: 'home-balance' }, 15_000);
}

/** Taps "Connect wallet" when the page offers it (the wallet may already be connected). */
export async function connectIfAsked(page: EnginePage): Promise<void> {
  await page.waitUntil(
    'the wallet to be connected or offered',
    () =>
      Boolean(
        document.querySelector('[data-testid="wallet-address"]') ??
        [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Connect wallet'),
      ),
    [],
  );
  // The wallet may connect by itself between the look and the tap (it reconnects once it has
  // announced itself), taking the button away: then there is nothing to tap.
  if ((await page.count({ role: 'button', name: 'Connect wallet' })) > 0)
    await page.click({ role: 'button', name: 'Connect wallet' }).catch(async (error: unknown) => {
      if ((await page.count({ testId: 'wallet-address' })) === 0) throw error;
    });
  await page.visible({ testId: 'wallet-address' });
}

/**
 * Starts logged in as the demo member with `token` (from the API), as a returning member would:
 * the session is in storage before the app starts (the keys e2e/fixtures/api.ts seedSession writes).
 */
export async function openLoggedIn(page: EnginePage, token: string, path: string): Promise<void> {
  await openAs(page, DEMO_MEMBER_INDEX, '/pages/login/index');
  await page.evaluate(
    (value: string, account: string) => {
      localStorage.setItem('token', JSON.stringify(value));
      localStorage.setItem('sessionAccount', JSON.stringify(account));
    },
    token,
    DEMO_MEMBER.address.toLowerCase(),
  );
  await page.goto(path);
}

/** The result view's headline once a money action was confirmed. */
export async function expectResult(page: EnginePage, headline: string, timeoutMs = 20_000): Promise<void> {
  await page.hasText({ testId: 'result-headline' }, headline, timeoutMs);
}
