import jsQR from 'jsqr';
import type { Page } from '@playwright/test';
import { ANVIL_COMMUNITY_ACCOUNTS } from '../server/seed-accounts';
import { XSS_CORPUS } from '../lib/html/xss-corpus';
import { apiRequests, masked } from './support/app';
import {
  test,
  expect,
  DEMO_MEMBER,
  ROOT_MEMBER,
  FRESH_ACCOUNT,
  OTHER_FRESH_ACCOUNT,
  seedSession,
  type Api,
} from './fixtures/test';

const [ALICE, BOB, CAROL, UNBOUND] = ANVIL_COMMUNITY_ACCOUNTS;

async function loggedIn(
  page: Page,
  api: Api,
  account: `0x${string}`,
  password: string = DEMO_MEMBER.password,
) {
  const token = await api.login(account, password);
  await seedSession(page.context(), token);
  return token;
}

async function memberIdOf(api: Api, token: string, account: string): Promise<number> {
  const page = (await api.ok('member/referenceList', { page: 1, pageSize: 50 }, { token })) as {
    list: { id: number; account: string }[];
  };
  const found = page.list.find((item) => item.account.toLowerCase() === account.toLowerCase());
  if (!found) throw new Error(`${account} is not a direct invitee`);
  return found.id;
}

test.describe('logged in as the demo member', () => {
  test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

  test('home carousel autoplays every 5 s, pauses while touched and follows a swipe', async ({
    page,
    api,
  }) => {
    await loggedIn(page, api, DEMO_MEMBER.address);
    await page.clock.install();
    await page.goto('/pages/home/index');
    const swiper = page.getByTestId('ad-swiper');
    await expect(swiper.locator('img')).toHaveCount(3);
    await expect(page.getByTestId('home-balance')).toContainText('1,250.5000');
    // Sized for the 375 px design width at 2× density.
    const sizes = await swiper
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => ({ natural: img.naturalWidth, shown: img.clientWidth }));
    expect(sizes.natural).toBe(750);
    expect(sizes.shown).toBeGreaterThan(300);
    expect(sizes.shown).toBeLessThanOrEqual(375);
    // Freeze time, then a swipe restarts the autoplay period at a known instant.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    const box = await swiper.boundingBox();
    if (!box) throw new Error('no swiper box');
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await page.mouse.move(fromX, y);
      await page.mouse.down();
      await page.mouse.move(toX, y, { steps: 5 });
      await page.mouse.up();
    };
    const start = Number(await swiper.getAttribute('data-index'));
    const next = (steps: number) => String((start + steps + 3) % 3);
    await swipe(box.x + box.width - 20, box.x + 40);
    await expect(swiper).toHaveAttribute('data-index', next(1));
    await expect(page).toHaveURL('/pages/home/index');
    await swipe(box.x + 20, box.x + box.width - 40);
    await expect(swiper).toHaveAttribute('data-index', next(0));

    // Autoplay: nothing at 4.9 s, the next slide at 5 s, with a 0.5 s transition.
    await page.clock.runFor(4900);
    await expect(swiper).toHaveAttribute('data-index', next(0));
    await page.clock.runFor(200);
    await expect(swiper).toHaveAttribute('data-index', next(1));
    await expect(swiper.locator('div').first()).toHaveCSS('transition', /transform 0\.5s/);

    // Held down: no autoplay.
    await page.mouse.move(box.x + 100, y);
    await page.mouse.down();
    await page.clock.runFor(12_000);
    await expect(swiper).toHaveAttribute('data-index', next(1));
    // Released as a swipe (a plain release would be a tap on the banner's link).
    await page.mouse.move(box.x + 10, y, { steps: 5 });
    await page.mouse.up();
    await expect(swiper).toHaveAttribute('data-index', next(2));
    // Autoplay resumes after the touch.
    await page.clock.runFor(5100);
    await expect(swiper).toHaveAttribute('data-index', next(3));
  });

  test('a hostile notice renders harmless: no dialog, no script, no form', async ({
    page,
    api,
    cspViolations,
  }) => {
    await loggedIn(page, api, DEMO_MEMBER.address);
    await page.addInitScript(() => {
      const calls: number[] = [];
      Object.assign(window, { __xssCalls: calls, __xss: (n: number) => calls.push(n) });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Payloads 14, 31 and 35 open elements whose content the sanitizer drops (raw text, or a
    // <noscript> read with scripting off) and that never close, so they swallow whatever follows
    // them: each has a page of its own (2, 3, 4), after the markers.
    const markers = [
      '<div style="position:fixed;inset:0;background:#fff;z-index:99999">Session expired, enter your seed phrase</div>',
      '<p><img src="/images/notices/node-upgrade.webp" alt="zoomable"></p>',
    ];
    const swallowing = [14, 31, 35];
    const pages: Record<number, string> = {
      1: [...markers, ...XSS_CORPUS.filter((_, index) => !swallowing.includes(index + 1))].join('\n'),
    };
    for (const [index, n] of swallowing.entries())
      pages[index + 2] = [...markers, XSS_CORPUS[n - 1] ?? ''].join('\n');
    await page.route('**/api/home/noticeDetail', (route) => {
      const { id } = route.request().postDataJSON() as { id: number };
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          code: 200,
          msg: '',
          result: {
            id,
            title: `Hostile ${id}`,
            contentHtml: pages[id] ?? '',
            createdAt: '2026-01-01T00:00:00.000Z',
            kind: 'notice',
          },
        }),
      });
    });
    for (const [index] of swallowing.entries()) {
      await page.goto(`/pages/home/noticeInfo?id=${index + 2}`);
      await expect(page.getByTestId('notice-content')).toContainText('Session expired');
      await expect(
        page.getByTestId('notice-content').locator('video, audio, source, img[src="x"]'),
      ).toHaveCount(0);
    }
    await page.goto('/pages/home/noticeInfo?id=1');
    const content = page.getByTestId('notice-content');
    await expect(content).toContainText('Session expired, enter your seed phrase');
    // Give event handlers (onerror, onload, autofocus) a chance to fire.
    await page.waitForTimeout(500);
    await content.getByText('click me').click();
    await content.getByText('events').hover();
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xssCalls: number[] }).__xssCalls)).toEqual([]);
    // Nothing of the content's own: the only controls are the app's video player's (content cannot
    // carry data-testid, so it cannot pass for them).
    expect(
      await content
        .locator(
          'script, form, input, button, textarea, select, iframe, svg, math, style, object, embed, audio',
        )
        .evaluateAll((elements) =>
          elements
            .filter(
              (element) => !element.closest('[data-testid="video-controls"], [data-testid="video-picture"]'),
            )
            .map((element) => element.outerHTML),
        ),
    ).toEqual([]);
    // The videos that survive are the app's clip, with the app's controls, and none plays with sound.
    const videos = content.locator('video');
    await expect(content.getByTestId('video-controls')).toHaveCount(await videos.count());
    expect(await videos.count()).toBeGreaterThan(0);
    expect(
      await videos.evaluateAll((elements) =>
        (elements as HTMLVideoElement[]).map((video) => ({
          src: video.getAttribute('src'),
          heard: !video.paused && !video.muted,
          controls: video.controls,
        })),
      ),
    ).toEqual(
      Array.from({ length: await videos.count() }, () => ({
        src: '/media/btcw-test-card.mp4',
        heard: false,
        controls: false,
      })),
    );
    await expect(page.locator('input[type=password]')).toHaveCount(0);
    for (const href of await content
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\//);
    }
    const safeLink = content.locator('a[href="https://example.com"]');
    await expect(safeLink).toHaveAttribute('target', '_blank');
    await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
    // The overlay text is plain, not a fixed full-screen layer.
    const overlay = content.getByText('Session expired, enter your seed phrase');
    await expect(overlay).not.toHaveCSS('position', 'fixed');

    // Images fit the screen; a tap opens the zoomable preview (1×–4×), a drag does not.
    const image = content.getByRole('img', { name: 'zoomable' });
    expect(await image.evaluate((img) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(375);
    const box = await image.boundingBox();
    if (!box) throw new Error('no image box');
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + 10, box.y + 40, { steps: 3 });
    await page.mouse.up();
    await expect(page.getByTestId('image-preview')).toHaveCount(0);
    await image.click();
    const preview = page.getByTestId('image-preview');
    await expect(preview).toHaveAttribute('data-scale', '1.00');
    for (let i = 0; i < 10; i += 1)
      await preview
        .getByRole('button', { name: 'Zoom in' })
        .click({ force: true })
        .catch(() => undefined);
    await expect(preview).toHaveAttribute('data-scale', '4.00');
    await expect(preview.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toHaveCount(0);
    expect(dialogs).toEqual([]);
    // The sanitizer parses the hostile markup in an inert document (DOMParser), where Chromium still
    // reports every inline handler and <style> the page's CSP blocks, and the javascript: address of a
    // <track> its media-src blocks (nothing runs or loads there anyway). Those reports are expected
    // here, and only those.
    expect(
      cspViolations.filter(
        (text) =>
          !/ (script-src-attr|style-src-elem): blocked inline |console: (Executing inline event handler|Applying inline style) violates | media-src: blocked javascript |console: Loading media from +'javascript:window\.__xss\(51\)' violates /.test(
            text,
          ),
      ),
    ).toEqual([]);
    cspViolations.length = 0;
  });

  test('remark edit: bad inputs refused with a message, a good one shows after reload', async ({
    page,
    api,
  }) => {
    const token = await loggedIn(page, api, DEMO_MEMBER.address);
    await page.goto('/pages/team/index');
    await expect(page.getByTestId('team-figures')).toContainText('3');
    const row = page.getByTestId('team-member').filter({ hasText: BOB.slice(-7) });
    await expect(row).toContainText('No remark');
    await row.getByRole('button', { name: 'Edit remark' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByLabel('Remark');
    const bad: [string, RegExp][] = [
      ['', /Please enter remarks/],
      ['     ', /Please enter remarks/],
      ['x'.repeat(10_000), /at most 50 characters/],
      ['<img src=x onerror=alert(1)>', /cannot contain HTML or links/],
      ['<svg><script>', /cannot contain HTML or links/],
      ['javascript:alert(1)', /cannot contain HTML or links/],
      ['Bob\u202Eexe.gnp', /invisible characters/],
      ['Bo\u200Bb', /invisible characters/],
    ];
    for (const [value, message] of bad) {
      await field.fill(value);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(message);
    }
    const list = (await api.ok('member/referenceList', { page: 1, pageSize: 50 }, { token })) as {
      list: { remark: string | null }[];
    };
    expect(list.list.every((item) => item.remark === null)).toBe(true);

    await field.fill('  Uncle Bob <3 ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/cannot contain HTML/);
    await field.fill('  Uncle Bob & co ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Modification Successful')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByTestId('team-remark')).toHaveText('Uncle Bob & co');
    await page.reload();
    await expect(
      page
        .getByTestId('team-member')
        .filter({ hasText: BOB.slice(-7) })
        .getByTestId('team-remark'),
    ).toHaveText('Uncle Bob & co');
  });

  test('IDOR: another community member is refused like an unknown one', async ({ page, api }) => {
    const token = await loggedIn(page, api, DEMO_MEMBER.address);
    const aliceToken = await api.login(ALICE, DEMO_MEMBER.password);
    const carolId = await memberIdOf(api, aliceToken, CAROL);
    const aliceId = await memberIdOf(api, token, ALICE);
    const unknown = await api.call(
      'member/managerUser',
      { memberId: 9999, page: 1, pageSize: 10 },
      { token },
    );
    const grandchild = await api.call(
      'member/managerUser',
      { memberId: carolId, page: 1, pageSize: 10 },
      { token },
    );
    expect(unknown.code).toBe(404);
    expect({ ...grandchild, status: 0 }).toEqual({ ...unknown, status: 0 });
    const remark = await api.call(
      'member/modifyUserRemark',
      { memberId: carolId, remark: 'gotcha' },
      { token },
    );
    expect(remark.code).toBe(404);
    // Alice cannot touch her inviter either.
    const up = await api.call(
      'member/modifyUserRemark',
      { memberId: aliceId - 1, remark: 'x' },
      { token: aliceToken },
    );
    expect(up.code).toBe(404);

    await page.goto(`/pages/team/info?id=${carolId}`);
    await expect(page.getByTestId('team-info-member')).toHaveCount(0);
    await expect(page.getByText(CAROL.slice(-7))).toHaveCount(0);
    await page.goto(`/pages/team/info?id=${aliceId}`);
    await expect(page.getByTestId('team-info-member')).toContainText(ALICE.slice(-7));
  });

  test('invitation: link lands on register with the inviter prefilled; the QR code decodes to it', async ({
    page,
    api,
    browser,
    baseURL,
  }) => {
    await loggedIn(page, api, DEMO_MEMBER.address);
    await page.goto('/pages/user/share');
    const expected = `${baseURL}/pages/login/register?c=${DEMO_MEMBER.address}`;
    await expect(page.getByTestId('share-link')).toHaveText(expected);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    const qr = page.getByTestId('share-qr');
    await expect(qr).toBeVisible();
    const pixels = await qr.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(img, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width: data.width, height: data.height, data: Array.from(data.data) };
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toBe(expected);
    const download = page.getByRole('link', { name: 'Save QR code' });
    await expect(download).toHaveAttribute('download', 'btcw-invite-qr.png');
    await expect(download).toHaveAttribute('href', /^data:image\/png;base64,/);

    const fresh = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    const freshPage = await fresh.newPage();
    await freshPage.goto(expected);
    await expect(freshPage).toHaveURL(expected);
    // Who invited, masked: the whole address goes with the registration.
    await expect(freshPage.getByTestId('register-invited-by')).toHaveText(
      `Invited by ${masked(DEMO_MEMBER.address)}`,
    );
    await fresh.close();
  });

  test('language switch persists across reload and changes server content', async ({ page, api }) => {
    await loggedIn(page, api, DEMO_MEMBER.address);
    await page.goto('/pages/user/set');
    await page.getByLabel('繁體中文').check();
    await page.goto('/pages/home/index');
    await expect(page.getByTestId('notice-list')).toContainText('謹防釣魚詐騙');
    await page.reload();
    await expect(page.getByTestId('notice-list')).toContainText('謹防釣魚詐騙');
    await page.goto('/pages/user/aboutUs');
    await expect(page.getByTestId('column-title')).toHaveText('關於我們');
    await page.goto('/pages/user/set');
    await page.getByLabel('Tiếng Việt').check();
    await page.goto('/pages/user/privacyPolicy');
    await expect(page.getByTestId('column-title')).toHaveText('Chính sách quyền riêng tư');
  });

  test('change password: a wrong current password stays at its field until it is edited', async ({
    page,
    api,
  }) => {
    await loggedIn(page, api, DEMO_MEMBER.address);
    const changes = apiRequests(page, 'member/changePassword');
    await page.goto('/pages/user/changePassword');
    const current = page.getByLabel('Current password');
    await current.fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('fresh-password');
    await page.getByLabel('Confirm new password').fill('fresh-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    const wrong = 'The current password is incorrect.';
    await expect(current).toHaveAccessibleDescription(wrong);
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    const shownAt = Date.now();
    // No toast carries it away: it is the field's message, the only one on the form.
    await expect(page.getByRole('status').filter({ hasText: wrong })).toHaveCount(0);
    await expect(page.locator('form').getByRole('alert')).toHaveText([wrong]);
    // Still there five seconds later, also after the user touched another field.
    await page.getByLabel('New password', { exact: true }).fill('fresh-password-2');
    await page.getByLabel('Confirm new password').fill('fresh-password-2');
    await page.waitForTimeout(Math.max(0, 5_200 - (Date.now() - shownAt)));
    await expect(current).toHaveAccessibleDescription(wrong);
    await expect(page.getByTestId('old-password-error')).toBeVisible();
    // Editing the current password takes it away.
    await current.press('End');
    await current.press('Backspace');
    await expect(page.getByTestId('old-password-error')).toHaveCount(0);
    await expect(current).not.toHaveAttribute('aria-invalid', 'true');
    expect(changes).toHaveLength(1);
  });

  test('change password: bad inputs refused, success keeps this session and ends the others', async ({
    page,
    api,
  }) => {
    await loggedIn(page, api, DEMO_MEMBER.address);
    const other = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await page.goto('/pages/user/changePassword');
    const submit = page.getByRole('button', { name: 'Save new password', exact: true });
    const form = page.locator('form');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveCount(3);
    await page.getByLabel('Current password').fill(DEMO_MEMBER.password);
    await page.getByLabel('New password', { exact: true }).fill(DEMO_MEMBER.password);
    await page.getByLabel('Confirm new password').fill(DEMO_MEMBER.password);
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(
      'The new password must be different from the current password',
    );
    await page.getByLabel('New password', { exact: true }).fill('fresh-password');
    await page.getByLabel('Confirm new password').fill('fresh-passwor');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('Confirm new password').fill('fresh-password');
    await submit.click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    expect((await api.call('member/userInfo', {}, { token: other })).code).toBe(200);

    await page.getByLabel('Current password').fill(DEMO_MEMBER.password);
    await submit.click();
    // Verifying the old password and hashing the new one are two deliberate scrypt runs.
    await expect(page.getByText('Modification Successful')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL('/pages/user/set');
    expect((await api.call('member/userInfo', {}, { token: other })).code).toBe(401);
    await api.login(DEMO_MEMBER.address, 'fresh-password');
    await page.goto('/pages/user/index');
    await expect(page.getByTestId('mine-account')).toBeVisible();
  });
});

test.describe('a member without an inviter', () => {
  test.use({ walletOptions: { account: UNBOUND, authorized: true } });

  test('an unknown inviter is refused at the inviter field, which keeps it until edited', async ({
    page,
    api,
  }) => {
    await loggedIn(page, api, UNBOUND);
    await page.goto('/pages/user/set');
    const form = page.getByTestId('bind-inviter');
    const field = form.getByLabel("Inviter's wallet address");
    await field.fill(OTHER_FRESH_ACCOUNT);
    await form.getByRole('button', { name: 'Bind inviter' }).click();
    const unknown = 'The inviter is not a registered member.';
    await expect(field).toHaveAccessibleDescription(unknown);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('bind-inviter-error')).toHaveText(unknown);
    await expect(page.getByRole('status').filter({ hasText: unknown })).toHaveCount(0);
    await page.waitForTimeout(5_200);
    await expect(form.getByTestId('bind-inviter-error')).toHaveText(unknown);
    await field.press('End');
    await field.press('Backspace');
    await expect(form.getByTestId('bind-inviter-error')).toHaveCount(0);
  });

  test('binds an inviter once; self, own invitee, unknown and malformed are refused', async ({
    page,
    api,
  }) => {
    const token = await loggedIn(page, api, UNBOUND);
    // Make BOB-like loop impossible: register a newcomer under UNBOUND, then try to bind to them.
    const newcomer = FRESH_ACCOUNT;
    await api.register(newcomer, 'newcomer-pass', UNBOUND);
    await page.goto('/pages/user/set');
    const form = page.getByTestId('bind-inviter');
    const field = form.getByLabel("Inviter's wallet address");
    const submit = form.getByRole('button', { name: 'Bind inviter' });
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText("Please enter the inviter's wallet address");
    await field.fill('0x1234');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(/0x followed by 40 hexadecimal/);
    await field.fill(UNBOUND);
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(/cannot invite yourself/);
    await field.fill(newcomer);
    await submit.click();
    await expect(field).toHaveAccessibleDescription('A member of your own community cannot be your inviter.');
    await field.fill(OTHER_FRESH_ACCOUNT);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await submit.click();
    await expect(field).toHaveAccessibleDescription('The inviter is not a registered member.');
    expect(((await api.userInfo(token)) as { inviter: string | null }).inviter).toBeNull();

    await field.fill(` ${ROOT_MEMBER.address} `);
    await submit.click();
    await expect(page.getByText('Binding Successful')).toBeVisible();
    await expect(form).toHaveCount(0);
    expect(((await api.userInfo(token)) as { inviter: string | null }).inviter).toBe(ROOT_MEMBER.address);
    const again = await api.call('member/bindInviter', { inviter: DEMO_MEMBER.address }, { token });
    expect(again.code).toBe(409);
  });
});

test.describe('the root member', () => {
  test.use({ walletOptions: { account: ROOT_MEMBER.address, authorized: true } });

  test('is not offered to bind an inviter: the top of the community has none', async ({ page, api }) => {
    await loggedIn(page, api, ROOT_MEMBER.address, ROOT_MEMBER.password);
    const userInfo = page.waitForResponse((response) => response.url().endsWith('/api/member/userInfo'));
    await page.goto('/pages/user/set');
    await userInfo;
    // The answer is in: two frames later the screen has drawn whatever it draws from it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByTestId('bind-inviter')).toHaveCount(0);
  });
});
