/**
 * What iPhones need (docs/engines.md, "iOS"), in WebKit with Safari's iPhone user agent: the
 * add-to-home-screen guide (Safari has no install prompt), no text selection or callout on
 * long-press targets, and a viewport that reaches under the home indicator. Firefox, a desktop
 * browser without an install prompt here, offers no guide.
 */
import { DEMO_MEMBER } from '../fixtures/accounts';
import { test, expect } from './engine-test';
import { openLoggedIn } from './member-steps';

test("Settings offers adding to the home screen with Safari's own steps on an iPhone, and nothing in Firefox", async ({
  phone: page,
  api,
  engine,
}) => {
  await openLoggedIn(page, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password), '/pages/user/set');
  await page.visible({ role: 'group', name: 'Language' });
  if (engine === 'firefox') {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await page.count({ text: 'Install app' })).toBe(0);
    return;
  }
  await page.click({ text: 'Install app' });
  await page.visible({ text: 'Add to Home Screen' });
  await page.visible({ text: "Tap the Share button in Safari's toolbar." });
});

test('long-press targets start no selection or callout; the page reaches under the home indicator', async ({
  phone: page,
  api,
}) => {
  await openLoggedIn(page, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password), '/pages/user/share');
  await page.visible({ testId: 'share-qr' });
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('[data-long-press]')].map((element) => {
      // WebKit still names it by its prefix only.
      const style = getComputedStyle(element);
      return style.userSelect || style.getPropertyValue('-webkit-user-select');
    }),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(new Set(styles)).toEqual(new Set(['none']));
  expect(
    await page.evaluate(() => document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? ''),
  ).toMatch(/viewport-fit=cover/);
});
