/**
 * Layout sweep: every route, logged in as the demo member with data as long as real data gets, at
 * 320, 375 and 414 px in English, Traditional Chinese and Vietnamese. Nothing may make the page
 * wider than the screen or stick out past its right edge; the failure lists every offender by
 * route, width and language. One page per language: the viewport is resized between widths.
 */
import { ROUTES } from '../lib/routes/route-table';
import { test, expect, DEMO_MEMBER } from './fixtures/test';
import { describeReport, measureAt, openRoute, waitForContent, SWEEP_LOCALES } from './support/layout';
import { startSweep } from './support/sweep';
import { routeUrl, SWEEP_ROUTES } from './support/routes';

const WIDTHS = [320, 375, 414] as const;

test.use({ walletOptions: { account: DEMO_MEMBER.address, authorized: true } });

test('the sweep covers every route of the app', () => {
  expect(SWEEP_ROUTES.map((route) => route.path).sort()).toEqual(ROUTES.map((route) => route.path).sort());
});

for (const locale of SWEEP_LOCALES) {
  test(`no screen is wider than 320, 375 or 414 px in ${locale}`, async ({
    page,
    context,
    api,
    anvil,
    openPhonePage,
  }) => {
    test.setTimeout(300_000);
    const { ids, pageFor } = await startSweep({ page, context, api, anvil, openPhonePage }, locale);

    const problems: string[] = [];
    const timings: string[] = [];
    for (const route of SWEEP_ROUTES) {
      const url = routeUrl(route, ids);
      const started = Date.now();
      const [on, onRequests] = pageFor(route);
      await on.setViewportSize({ width: 375, height: 812 });
      await openRoute(on, url);
      await route.reveal?.(on, ids);
      for (const problem of await waitForContent(on, route, locale, onRequests))
        problems.push(`${url} · ${locale}: ${problem}`);
      for (const width of WIDTHS)
        for (const line of describeReport(await measureAt(on, width)))
          problems.push(`${url} @ ${width}px · ${locale}: ${line}`);
      timings.push(`${url}: ${Date.now() - started} ms`);
    }
    await test
      .info()
      .attach(`timings-${locale}.txt`, { body: timings.join('\n'), contentType: 'text/plain' });
    await test.info().attach(`layout-${locale}.txt`, {
      body: problems.join('\n') || 'no offenders',
      contentType: 'text/plain',
    });
    expect(problems.length, `layout problems in ${locale}:\n${problems.join('\n')}\n`).toBe(0);
  });
}
