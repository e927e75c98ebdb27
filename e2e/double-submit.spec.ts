import type { Locator, Page } from '@playwright/test';
import { test, expect, DEMO_MEMBER, FRESH_ACCOUNT, ROOT_MEMBER } from './fixtures/test';
import { apiRequests, masked, recordToasts, settle, storedToken } from './support/app';

const PASSWORD = 'newcomer-pass';

/** Ways a user (or a flaky touch screen) submits twice in a row. */
const DOUBLE_TAPS: [string, (button: Locator) => Promise<void>][] = [
  ['dblclick', (button) => button.dblclick()],
  [
    'two rapid clicks',
    async (button) => {
      await button.click({ noWaitAfter: true });
      // Forced: the button may already be disabled, and a click on it must then do nothing.
      await button.click({ noWaitAfter: true, force: true });
    },
  ],
  [
    'two clicks in one task',
    // Both clicks land before React re-renders the button as disabled: only the in-flight guard stops the second.
    (button) =>
      button.evaluate((element) => {
        (element as HTMLButtonElement).click();
        (element as HTMLButtonElement).click();
      }),
  ],
];

/** The submit button, whatever its label says while busy ("Logging in…"). */
async function submitButton(page: Page, label: string): Promise<Locator> {
  const button = page.locator('form button[type="submit"]');
  await expect(button).toHaveText(label);
  return button;
}

async function connect(page: Page, account: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(masked(account));
}

test.describe('log in', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address } });

  for (const [name, doubleTap] of DOUBLE_TAPS) {
    test(`${name} on Log in sends one login request`, async ({ page }) => {
      const login = apiRequests(page, 'member/login');
      const toasts = await recordToasts(page);
      await page.goto('/');
      await connect(page, DEMO_MEMBER.address);
      await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
      await doubleTap(await submitButton(page, 'Log in'));
      await expect.poll(() => toasts).toContain('Login Successful');
      await expect(page).toHaveURL('/pages/home/index');
      await settle(page);
      expect(login).toHaveLength(1);
      expect(await storedToken(page)).toEqual(expect.any(String));
    });
  }
});

test.describe('register', () => {
  for (const [name, doubleTap] of DOUBLE_TAPS) {
    test(`${name} on Register sends one registration request`, async ({ page, api }) => {
      const regist = apiRequests(page, 'member/regist');
      const toasts = await recordToasts(page);
      await page.goto(`/pages/login/register?c=${ROOT_MEMBER.address}`);
      await connect(page, FRESH_ACCOUNT);
      await page.getByLabel('Login password').fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await doubleTap(await submitButton(page, 'Register'));
      await expect.poll(() => toasts).toContain('Registration Successful');
      await expect(page).toHaveURL('/pages/home/index');
      await settle(page);
      expect(regist).toHaveLength(1);
      // The one request went through: the new member can log in.
      expect(await api.login(FRESH_ACCOUNT, PASSWORD)).toEqual(expect.any(String));
    });
  }
});
