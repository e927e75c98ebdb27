/**
 * A member's journeys in WebKit and Firefox, with real transactions on the local chain paid from the
 * local test wallet: the same steps the Chromium suite proves, in the engines iPhones and desktop
 * Firefox users have.
 */
import { parseEther } from 'viem';
import { DEMO_MEMBER, FRESH_ACCOUNT, ROOT_MEMBER, TREASURY } from '../fixtures/accounts';
import { test, expect } from './engine-test';
import { connectIfAsked, expectResult, logInAsDemo, openAs, openLoggedIn } from './member-steps';
import { pattern } from './driver/query';

const PASSWORD = 'engine-pass-1';

test('the old hash invitation link opens Register with its inviter; the new member is logged in', async ({
  phone: page,
  api,
}) => {
  // The very first visit: the local test wallet starts on anvil #3, which has no account.
  await page.goto(`/#/pages/login/register?c=${ROOT_MEMBER.address}`);
  await page.visible({ role: 'heading', name: 'Create your account' });
  expect(await page.path()).toBe(`/pages/login/register?c=${ROOT_MEMBER.address}`);
  await connectIfAsked(page);
  await page.fill({ label: 'Login password' }, PASSWORD);
  await page.fill({ label: 'Confirm password' }, PASSWORD);
  await page.click({ role: 'button', name: 'Register' });
  await page.visible({ text: 'Registration Successful' });
  await page.visible({ testId: 'home-balance' }, 15_000);
  // The account exists and its inviter is the link's.
  const token = await api.login(FRESH_ACCOUNT, PASSWORD);
  const info = (await api.userInfo(token)) as { inviter?: string | null };
  expect((info.inviter ?? '').toLowerCase()).toBe(ROOT_MEMBER.address.toLowerCase());
});

test('a wallet with no account is told so where it logs in, with the way to Register', async ({
  phone: page,
}) => {
  await openAs(page, 4, '/pages/login/index');
  await connectIfAsked(page);
  await page.fill({ label: 'Login password' }, 'whatever-1');
  await page.click({ role: 'button', name: 'Log in' });
  await page.hasText(
    { testId: 'form-banner' },
    pattern(/This wallet has no account yet\. Register to create one\./),
  );
  await page.click({ role: 'link', name: 'Register', within: { testId: 'form-banner' } });
  await page.visible({ role: 'heading', name: 'Create your account' });
});

test('stake a device from the wallet: review, the wallet pays on the chain, "Stake Successful"', async ({
  phone: page,
  anvil,
}) => {
  const before = await anvil.balance(TREASURY);
  await logInAsDemo(page);
  await page.goto('/pages/pledge/index');
  await page.fill({ label: 'Hashrate ID' }, 'hr-1003');
  await page.click({ role: 'button', name: 'Search' });
  await page.hasText({ testId: 'device-stake-amount' }, pattern(/^250\.5000\s*BTCW$/));
  await page.click({ testId: 'stake-button' });
  await page.hasText({ testId: 'review-hashrate-id' }, 'HR-1003');
  await page.click({ testId: 'review-confirm' });
  await expectResult(page, 'Stake Successful');
  await page.hasText({ css: '[data-testid="stake-steps"] li:last-child' }, '✓Stake complete');
  expect(await page.count({ css: '[aria-current="step"]' })).toBe(0);
  expect(await anvil.balance(TREASURY)).toBe(before + parseEther('250.5'));
});

test('recharge 12 BTCW from the wallet, and a reload while it confirms shows it again until credited', async ({
  phone: page,
  anvil,
}) => {
  await logInAsDemo(page);
  await anvil.client.setAutomine(false);
  try {
    await page.goto('/pages/recharge/index');
    await page.hasText({ testId: 'recharge-minimum' }, pattern(/^Minimum Amount: 10\.0000\s*BTCW$/));
    await page.fill({ label: 'Recharge amount' }, '12');
    await page.click({ testId: 'recharge-button' });
    await page.visible({ testId: 'review-sheet' });
    await page.click({ testId: 'review-confirm' });
    await page.waitUntil(
      'the payment to be sent',
      () =>
        document.querySelector('[data-testid="payment-result"]')?.getAttribute('data-state') === 'auditing',
      [],
      20_000,
    );
    await page.reload();
    await page.hasText({ testId: 'result-headline' }, 'Payment sent');
    expect(await page.count({ label: 'Recharge amount' })).toBe(0);
    expect(await page.count({ testId: 'not-received-link' })).toBe(0);
    await anvil.mine(1);
  } finally {
    await anvil.client.setAutomine(true);
  }
  await expectResult(page, 'Recharge Successful');
  await page.goto('/pages/home/index');
  await page.hasText({ testId: 'home-balance' }, pattern(/1,262\.5000/));
});

test('buy a fixed-term product from the balance: review, then "Purchase Successful"', async ({
  phone: page,
}) => {
  await logInAsDemo(page);
  await page.goto('/pages/financial/index');
  await page.click({
    role: 'button',
    name: 'Buy now',
    within: { testId: 'financial-product', text: pattern(/BTCW Flexi 7/) },
  });
  await page.click({ text: '7 days', within: { testId: 'buy-sheet' } });
  await page.fill({ label: 'Amount', within: { testId: 'buy-sheet' } }, '1000');
  await page.hasText({ testId: 'buy-actual' }, pattern(/^6\.3000\s*BTCW$/));
  await page.click({ testId: 'buy-continue' });
  await page.hasText({ testId: 'review-amount' }, pattern(/^1,000\.0000\s*BTCW$/));
  await page.click({ role: 'button', name: 'Confirm purchase', within: { testId: 'review-sheet' } });
  await expectResult(page, 'Purchase Successful');
});

test('withdraw: the fee and what arrives, the review, then the request under review', async ({
  phone: page,
}) => {
  await logInAsDemo(page);
  await page.goto('/pages/withdrawal/cash');
  await page.hasText({ testId: 'cash-balance' }, pattern(/^1,250\.5000\s*BTCW$/));
  await page.fill({ label: 'Withdrawal amount' }, '100');
  await page.fill({ label: pattern(/login password/i) }, DEMO_MEMBER.password);
  await page.hasText({ testId: 'cash-arrival' }, pattern(/^99\.0000\s*BTCW$/));
  await page.click({ testId: 'cash-continue' });
  await page.hasText({ testId: 'review-arrival' }, pattern(/^99\.0000\s*BTCW$/));
  await page.click({ role: 'button', name: 'Submit', within: { testId: 'review-sheet' } });
  await expectResult(page, 'Submission Successful');
});

test('Community lists the downline and saves a remark; Invitation draws its QR', async ({
  phone: page,
  api,
}) => {
  const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
  await openLoggedIn(page, token, '/pages/team/index');
  await page.hasText({ testId: 'team-figures' }, pattern(/3/));
  await page.click({ role: 'button', name: 'Edit remark' });
  await page.fill({ label: 'Remark', within: { role: 'dialog' } }, 'Cousin Minh');
  await page.click({ role: 'button', name: 'Save', within: { role: 'dialog' } });
  await page.visible({ text: 'Modification Successful' });
  await page.visible({ text: 'Cousin Minh' });

  await page.goto('/pages/user/share');
  await page.waitUntil(
    'the invitation QR to be drawn',
    () => {
      const qr = document.querySelector('[data-testid="share-qr"]');
      const image = qr instanceof HTMLImageElement ? qr : qr?.querySelector('img, canvas, svg');
      if (!image) return false;
      if (image instanceof HTMLImageElement) return image.complete && image.naturalWidth > 0;
      return image.getBoundingClientRect().width > 100;
    },
    [],
  );
});
