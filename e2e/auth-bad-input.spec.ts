import type { Page } from '@playwright/test';
import { test, expect, ANVIL_ACCOUNTS, DEMO_MEMBER, FRESH_ACCOUNT, ROOT_MEMBER } from './fixtures/test';
import { apiRequests, masked, recordToasts, settle, storedToken } from './support/app';

const PASSWORD = 'good-pass-1';

/** en.json `validation.*`. */
const V = {
  connectWallet: 'Please connect your wallet',
  passwordRequired: 'Please enter your login password',
  passwordTooShort: 'The password must be at least 6 characters',
  passwordTooLong: 'The password must be at most 64 characters',
  confirmRequired: 'Please re-enter your password',
  passwordMismatch: 'Passwords do not match',
  inviterRequired: "Please enter the inviter's wallet address",
  inviterInvalid: 'Enter a wallet address: 0x followed by 40 hexadecimal characters',
  inviterSelf: "You cannot invite yourself. Enter another member's wallet address",
};

/** server/i18n/messages.ts (English). */
const SERVER = {
  invalidAddress: 'Invalid wallet address.',
  invalidInviterAddress: "Invalid inviter's wallet address.",
  inviterNotFound: 'The inviter is not a registered member.',
  inviterSelf: 'You cannot use your own wallet address as the inviter.',
  alreadyRegistered: 'This wallet is already registered. Please log in.',
  passwordBlank: 'The password cannot consist of spaces only.',
  passwordTooShort: 'The password must be at least 6 characters.',
  passwordTooLong: 'The password must be at most 64 characters.',
};

type Field = 'inviter' | 'password' | 'confirmation';

interface RegisterCase {
  name: string;
  inviter?: string;
  password?: string;
  confirmation?: string;
  /** Messages per field; every other field shows none. */
  errors: Partial<Record<Field, string>>;
}

const ROOT_HEX = ROOT_MEMBER.address.slice(2);

const REGISTER_CASES: RegisterCase[] = [
  {
    name: 'password and confirmation empty',
    password: '',
    confirmation: '',
    errors: { password: V.passwordRequired, confirmation: V.confirmRequired },
  },
  {
    name: 'password only spaces',
    password: '      ',
    confirmation: '      ',
    errors: { password: V.passwordRequired },
  },
  {
    name: 'password too short',
    password: 'abc12',
    confirmation: 'abc12',
    errors: { password: V.passwordTooShort },
  },
  { name: 'confirmation empty', confirmation: '', errors: { confirmation: V.confirmRequired } },
  {
    name: 'confirmation different',
    confirmation: `${PASSWORD}x`,
    errors: { confirmation: V.passwordMismatch },
  },
  { name: 'inviter empty', inviter: '', errors: { inviter: V.inviterRequired } },
  { name: 'inviter only spaces', inviter: '   ', errors: { inviter: V.inviterRequired } },
  {
    name: 'inviter with 39 hex digits',
    inviter: `0x${ROOT_HEX.slice(0, 39)}`,
    errors: { inviter: V.inviterInvalid },
  },
  { name: 'inviter with 41 hex digits', inviter: `0x${ROOT_HEX}a`, errors: { inviter: V.inviterInvalid } },
  { name: 'inviter not hex', inviter: `0x${ROOT_HEX.slice(0, 39)}g`, errors: { inviter: V.inviterInvalid } },
  { name: 'inviter without 0x', inviter: `${ROOT_HEX}00`, errors: { inviter: V.inviterInvalid } },
  { name: 'inviter 0x alone', inviter: '0x', errors: { inviter: V.inviterInvalid } },
  { name: 'inviter an ENS name', inviter: 'vitalik.eth', errors: { inviter: V.inviterInvalid } },
  {
    name: 'inviter is my own address in upper case',
    inviter: `0x${FRESH_ACCOUNT.slice(2).toUpperCase()}`,
    errors: { inviter: V.inviterSelf },
  },
  {
    name: 'inviter is my own address in lower case',
    inviter: FRESH_ACCOUNT.toLowerCase(),
    errors: { inviter: V.inviterSelf },
  },
];

function registerForm(page: Page) {
  return {
    form: page.locator('form'),
    wallet: page.getByRole('region', { name: 'Wallet address', exact: true }),
    inviter: page.getByLabel("Inviter's wallet address"),
    password: page.getByLabel('Login password'),
    confirmation: page.getByLabel('Confirm password'),
    submit: page.getByRole('button', { name: 'Register' }),
  };
}

async function connect(page: Page, account: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByTestId('wallet-address')).toHaveText(masked(account));
}

test.describe('register form', () => {
  test('bad input is refused in the form, each with its own message, and nothing is sent', async ({
    page,
  }) => {
    const regist = apiRequests(page, 'member/regist');
    await page.goto('/pages/login/register');
    await connect(page, FRESH_ACCOUNT);
    const f = registerForm(page);

    for (const c of REGISTER_CASES) {
      await test.step(c.name, async () => {
        await f.inviter.fill(c.inviter ?? ROOT_MEMBER.address);
        await f.password.fill(c.password ?? PASSWORD);
        await f.confirmation.fill(c.confirmation ?? c.password ?? PASSWORD);
        await f.submit.click();
        for (const field of ['inviter', 'password', 'confirmation'] as const) {
          const message = c.errors[field];
          if (message) {
            await expect(f[field]).toHaveAccessibleDescription(message);
            await expect(f[field]).toHaveAttribute('aria-invalid', 'true');
          } else {
            await expect(f[field]).not.toHaveAttribute('aria-invalid', 'true');
          }
        }
        // Exactly these messages, in form order, and nothing in the wallet card.
        const expected = (['inviter', 'password', 'confirmation'] as const).flatMap((field) => {
          const message = c.errors[field];
          return message ? [message] : [];
        });
        await expect(f.form.getByRole('alert')).toHaveText(expected);
        await expect(page).toHaveURL('/pages/login/register');
      });
    }
    await settle(page);
    expect(regist).toHaveLength(0);
    expect(await storedToken(page)).toBeNull();
  });

  test('a password longer than 64 characters is refused', async ({ page }) => {
    const regist = apiRequests(page, 'member/regist');
    await page.goto('/pages/login/register');
    await connect(page, FRESH_ACCOUNT);
    const f = registerForm(page);
    const long = 'p'.repeat(65);
    await f.inviter.fill(ROOT_MEMBER.address);
    await f.password.fill(long);
    await f.confirmation.fill(long);
    await expect(f.password).toHaveValue(long);
    await f.submit.click();
    await expect(f.password).toHaveAccessibleDescription(V.passwordTooLong);
    await expect(f.form.getByRole('alert')).toHaveText([V.passwordTooLong]);
    await settle(page);
    expect(regist).toHaveLength(0);
  });

  test('submitting before the wallet is connected asks for the wallet', async ({ page, wallet }) => {
    const regist = apiRequests(page, 'member/regist');
    await page.goto('/pages/login/register');
    const f = registerForm(page);
    await f.inviter.fill(ROOT_MEMBER.address);
    await f.password.fill(PASSWORD);
    await f.confirmation.fill(PASSWORD);
    await f.submit.click();
    await expect(f.wallet.getByRole('alert')).toHaveText(V.connectWallet);
    await expect(f.form.getByRole('alert')).toHaveText([V.connectWallet]);
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    await settle(page);
    expect(regist).toHaveLength(0);
    // The form does not open the wallet on its own.
    expect(wallet.connectRequests()).toHaveLength(0);
  });

  test('an inviter with surrounding spaces is trimmed and registration succeeds', async ({ page, api }) => {
    const regist = apiRequests(page, 'member/regist');
    const toasts = await recordToasts(page);
    await page.goto('/pages/login/register');
    await connect(page, FRESH_ACCOUNT);
    const f = registerForm(page);
    await f.inviter.fill(`  ${ROOT_MEMBER.address} \t`);
    await f.password.fill(PASSWORD);
    await f.confirmation.fill(PASSWORD);
    await f.submit.click();
    await expect.poll(() => toasts).toContain('Registration Successful');
    await expect(page).toHaveURL('/pages/home/index');
    expect(regist).toHaveLength(1);
    expect(regist[0]?.postDataJSON()).toMatchObject({ inviter: ROOT_MEMBER.address, password: PASSWORD });
    const token = await storedToken(page);
    expect(token).toEqual(expect.any(String));
    expect(await api.userInfo(token ?? '')).toMatchObject({
      account: FRESH_ACCOUNT,
      inviter: ROOT_MEMBER.address,
    });
  });

  test('an inviter who is not a member is refused at the inviter field until it is edited, no session', async ({
    page,
  }) => {
    const regist = apiRequests(page, 'member/regist');
    const toasts = await recordToasts(page);
    await page.goto('/pages/login/register');
    await connect(page, FRESH_ACCOUNT);
    const f = registerForm(page);
    await f.inviter.fill(ANVIL_ACCOUNTS[5]);
    await f.password.fill(PASSWORD);
    await f.confirmation.fill(PASSWORD);
    await f.submit.click();
    await expect(f.inviter).toHaveAccessibleDescription(SERVER.inviterNotFound);
    await expect(f.inviter).toHaveAttribute('aria-invalid', 'true');
    await expect(f.form.getByRole('alert')).toHaveText([SERVER.inviterNotFound]);
    await settle(page);
    expect(regist).toHaveLength(1);
    await expect(page).toHaveURL('/pages/login/register');
    await expect(f.submit).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
    // Shown where it belongs, not also as a toast that vanishes.
    expect([...toasts]).not.toContain(SERVER.inviterNotFound);
    // Editing another field leaves it; editing the inviter takes it away.
    await f.password.fill(`${PASSWORD}2`);
    await expect(f.inviter).toHaveAccessibleDescription(SERVER.inviterNotFound);
    await f.inviter.fill(ROOT_MEMBER.address);
    await expect(f.inviter).not.toHaveAttribute('aria-invalid', 'true');
    await expect(f.form.getByRole('alert')).toHaveCount(0);
  });

  test.describe('with a registered wallet', () => {
    test.use({ walletOptions: { account: DEMO_MEMBER.address } });

    test('registering again is refused at the wallet with its message, no session', async ({ page }) => {
      const regist = apiRequests(page, 'member/regist');
      const toasts = await recordToasts(page);
      await page.goto('/pages/login/register');
      await connect(page, DEMO_MEMBER.address);
      const f = registerForm(page);
      await f.inviter.fill(ROOT_MEMBER.address);
      await f.password.fill(PASSWORD);
      await f.confirmation.fill(PASSWORD);
      await f.submit.click();
      await expect(f.wallet.getByRole('alert')).toHaveText(SERVER.alreadyRegistered);
      // It concerns the account, so editing the other fields does not take it away.
      await f.inviter.fill(ROOT_MEMBER.address.toLowerCase());
      await expect(f.wallet.getByRole('alert')).toHaveText(SERVER.alreadyRegistered);
      expect([...toasts]).not.toContain(SERVER.alreadyRegistered);
      await settle(page);
      expect(regist).toHaveLength(1);
      await expect(page).toHaveURL('/pages/login/register');
      expect(await storedToken(page)).toBeNull();
    });
  });
});

test.describe('login form', () => {
  test('an empty or blank password is refused in the form and nothing is sent', async ({ page }) => {
    const login = apiRequests(page, 'member/login');
    await page.goto('/');
    await connect(page, FRESH_ACCOUNT);
    const password = page.getByLabel('Login password');
    const submit = page.getByRole('button', { name: 'Log in' });
    for (const [name, value] of [
      ['empty', ''],
      ['spaces only', '     '],
    ] as const) {
      await test.step(name, async () => {
        await password.fill(value);
        await submit.click();
        await expect(password).toHaveAccessibleDescription(V.passwordRequired);
        await expect(page.locator('form').getByRole('alert')).toHaveText([V.passwordRequired]);
      });
    }
    await settle(page);
    expect(login).toHaveLength(0);
    await expect(page).toHaveURL('/');
  });

  test('logging in before the wallet is connected asks for the wallet', async ({ page }) => {
    const login = apiRequests(page, 'member/login');
    await page.goto('/');
    await page.getByLabel('Login password').fill(DEMO_MEMBER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const walletCard = page.getByRole('region', { name: 'Wallet address', exact: true });
    await expect(walletCard.getByRole('alert')).toHaveText(V.connectWallet);
    await expect(page.locator('form').getByRole('alert')).toHaveText([V.connectWallet]);
    await settle(page);
    expect(login).toHaveLength(0);
  });
});

test('the server refuses bad registration bodies, each with its own message', async ({ api }) => {
  const good = { account: FRESH_ACCOUNT, password: PASSWORD, inviter: ROOT_MEMBER.address };
  const cases: [string, Record<string, unknown>, string][] = [
    ['bad account address', { ...good, account: '0x1234' }, SERVER.invalidAddress],
    ['bad inviter address', { ...good, inviter: 'vitalik.eth' }, SERVER.invalidInviterAddress],
    ['short password', { ...good, password: 'abc' }, SERVER.passwordTooShort],
    ['blank password', { ...good, password: '        ' }, SERVER.passwordBlank],
    ['long password', { ...good, password: 'p'.repeat(65) }, SERVER.passwordTooLong],
    ['self as inviter', { ...good, inviter: FRESH_ACCOUNT.toLowerCase() }, SERVER.inviterSelf],
    ['unknown inviter', { ...good, inviter: ANVIL_ACCOUNTS[5] }, SERVER.inviterNotFound],
    ['registered account', { ...good, account: DEMO_MEMBER.address }, SERVER.alreadyRegistered],
  ];
  const messages = new Set<string>();
  for (const [name, body, message] of cases) {
    await test.step(name, async () => {
      const response = await api.call('member/regist', body);
      expect(response.code).not.toBe(200);
      expect(response.msg).toBe(message);
      expect(response.result ?? null).toBeNull();
      messages.add(response.msg);
    });
  }
  expect(messages.size).toBe(cases.length);
  // None of them registered the wallet.
  const login = await api.call('member/login', { account: FRESH_ACCOUNT, password: PASSWORD });
  expect(login.code).not.toBe(200);
});
