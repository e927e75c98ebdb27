/**
 * Touch, sent by the driver as a finger (not synthesized in the page): a long press held 400, 1000
 * and 2000 ms opens the app's own menu on the invitation QR and on an address, and it stays once
 * the finger lifts; pull-to-refresh on Mine reloads the profile.
 */
import { DEMO_MEMBER } from '../fixtures/accounts';
import type { EnginePage } from './driver/engine-page';
import { test, expect, orSkip } from './engine-test';
import { openLoggedIn } from './member-steps';

async function loggedIn(
  page: EnginePage,
  api: { login: (a: `0x${string}`, p: string) => Promise<string> },
  path: string,
) {
  await openLoggedIn(page, await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password), path);
}

for (const holdMs of [400, 1000, 2000]) {
  test(`a long press held ${holdMs} ms opens the app's menu on the QR and an address, and it stays`, async ({
    phone: page,
    api,
  }) => {
    await loggedIn(page, api, '/pages/user/share');
    for (const [path, target] of [
      ['/pages/user/share', { testId: 'share-qr' }],
      ['/pages/user/index', { css: '[data-long-press]' }],
    ] as const) {
      await page.goto(path);
      const { x, y } = await page.centre(target);
      await orSkip(() => page.driver.longPress(x, y, holdMs));
      await page.visible({ testId: 'long-press-menu' });
      await new Promise((resolve) => setTimeout(resolve, 800));
      await page.visible({ testId: 'long-press-menu' });
      // The engine's own selection never starts on the target.
      expect(await page.evaluate(() => String(getSelection() ?? ''))).toBe('');
    }
  });
}

test('pull-to-refresh on Mine asks for the profile again', async ({ phone: page, api }) => {
  await loggedIn(page, api, '/pages/user/index');
  await page.visible({ testId: 'mine-account' });
  // The gesture's code comes once the page is idle.
  await page.waitUntil('the pull gesture', () => document.querySelector('[data-pull-ready]') !== null, []);
  const profileRequests = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => entry.name.includes('member/userInfo'))
          .length,
    );
  const before = await profileRequests();
  await orSkip(() => page.driver.drag(180, 120, 420, 12));
  await page.waitUntil(
    'a new profile request',
    (count: number) =>
      performance.getEntriesByType('resource').filter((entry) => entry.name.includes('member/userInfo'))
        .length > count,
    [before],
  );
  await page.waitUntil(
    'the pull to settle',
    () => document.querySelector('[data-pull-state]')?.getAttribute('data-pull-state') === 'idle',
    [],
  );
});
