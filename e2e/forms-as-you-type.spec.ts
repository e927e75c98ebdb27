/**
 * Forms answer as the member types: the withdrawal amount is checked against the limits and the
 * balance under the field, a message goes once its field changes, and a paused login counts down
 * with Log in disabled until the pause ends.
 */
import { test, expect, DEMO_MEMBER, seedSession } from './fixtures/test';
import { waitForHydration } from './fixtures/hydration';

test.describe('withdraw', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('the amount is checked as it is typed: too much at once, too little once typing pauses', async ({
    page,
    api,
  }) => {
    await seedSession(page.context(), await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    await page.goto('/pages/withdrawal/cash');
    await expect(page.getByTestId('cash-balance')).toHaveText('1,250.5000BTCW');
    const amount = page.getByLabel('Withdrawal amount');
    const field = page.locator('form').filter({ has: amount });

    // The bounds the member can reach: the balance stands in for the 100,000 maximum.
    await expect(field).toContainText('Minimum 10.0000 BTCW · Maximum 1,250.5000 BTCW, your balance');

    // Over the maximum and the balance: the balance is what stops it, said at once with its figure,
    // and nothing "to receive".
    await amount.pressSequentially('200000');
    await expect(field).toContainText('Insufficient Balance. Available: 1,250.5000 BTCW', { timeout: 500 });
    await expect(field).not.toContainText('Maximum');
    await expect(page.getByTestId('cash-arrival')).toHaveText('—');

    // Within the limits, over the balance.
    await amount.fill('');
    await amount.pressSequentially('2000');
    await expect(field).toContainText('Insufficient Balance. Available: 1,250.5000 BTCW', { timeout: 500 });
    await expect(page.getByTestId('cash-arrival')).toHaveText('—');

    // "5" on the way to "50": the minimum only once typing pauses.
    await amount.fill('');
    await amount.pressSequentially('5');
    await expect(field).not.toContainText('Minimum Withdrawal Amount');
    await expect(field).toContainText('Minimum Withdrawal Amount: 10.0000 BTCW');
    await amount.pressSequentially('0');
    await expect(field).not.toContainText('Minimum Withdrawal Amount');
    await expect(page.getByTestId('cash-arrival')).toHaveText('49.5000BTCW');
  });

  test('in Traditional Chinese, the reachable maximum is the balance, named with its figure', async ({
    page,
    api,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', JSON.stringify('zh-Hant')));
    await seedSession(page.context(), await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password));
    await page.goto('/pages/withdrawal/cash');
    const amount = page.getByLabel('提領金額');
    const field = page.locator('form').filter({ has: amount });
    await expect(field).toContainText('最低 10.0000 BTCW · 最高 1,250.5000 BTCW（您的餘額）');
    await amount.pressSequentially('200000');
    await expect(field).toContainText('餘額不足，可用餘額：1,250.5000 BTCW', { timeout: 500 });
    await expect(field).not.toContainText('最高提領金額');
  });
});

test.describe('login', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address } });

  test('a message goes once its field changes; a paused login counts down with Log in disabled', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByTestId('wallet-address')).toBeVisible();
    const password = page.getByLabel('Login password');
    const logIn = page.getByRole('button', { name: 'Log in' });

    await logIn.click();
    const error = page.getByTestId('login-password-error');
    await expect(error).toHaveText('Please enter your login password');
    await password.fill('w');
    await expect(error).toHaveCount(0);

    // Five wrong passwords: the platform pauses this address's logins and says for how long.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await password.fill(`wrong-password-${attempt}`);
      await logIn.click();
      await expect(logIn)
        .toBeEnabled({ timeout: 10_000 })
        .catch(() => undefined);
      if ((await page.getByTestId('form-banner').count()) > 0) break;
    }
    const banner = page.getByTestId('form-banner');
    await expect(banner).toContainText(/You can log in again in \d+ (second|minute)/);
    await expect(logIn).toBeDisabled();
    const first = await banner.textContent();
    await page.waitForTimeout(2100);
    const later = await banner.textContent();
    expect(later).not.toBe(first);
    await expect(logIn).toBeDisabled();

    // Typing while it runs leaves the reason and the time beside the disabled Log in.
    await password.fill('');
    await password.pressSequentially('another-try');
    await expect(banner).toContainText(/You can log in again in \d+ (second|minute)/);
    await expect(logIn).toBeDisabled();

    // A reload keeps counting: Log in is disabled with its reason before anything is tapped.
    await page.reload();
    await waitForHydration(page);
    // The wallet reconnects by itself.
    await expect(page.getByTestId('wallet-address')).toBeVisible();
    await expect(page.getByTestId('form-banner')).toContainText(
      /You can log in again in \d+ (second|minute)/,
    );
    await expect(logIn).toBeDisabled();
  });
});
