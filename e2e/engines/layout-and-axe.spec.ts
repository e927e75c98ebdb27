/**
 * Layout and accessibility in WebKit and Firefox: Home, Stake, Withdraw and Community at 320 and
 * 375 px with nothing wider than the screen and no text cut (the Chromium sweep's own measure,
 * e2e/support/layout.ts), and axe-core's WCAG A/AA rules on each.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_MEMBER } from '../fixtures/accounts';
import { WCAG_TAGS } from '../support/axe';
import { describeReport, measureInPage, type LayoutReport } from '../support/layout';
import type { EnginePage } from './driver/engine-page';
import { test, expect } from './engine-test';
import { openLoggedIn } from './member-steps';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Each screen and what shows it has loaded its content. */
const SCREENS = [
  { path: '/pages/home/index', ready: 'home-balance' },
  { path: '/pages/pledge/index', ready: null },
  { path: '/pages/withdrawal/cash', ready: 'cash-balance' },
  { path: '/pages/team/index', ready: 'team-figures' },
] as const;

const LANGUAGES = [
  { lang: 'zh-Hant', name: '繁體中文' },
  { lang: 'vi', name: 'Tiếng Việt' },
  { lang: 'en', name: 'English' },
] as const;

async function axeViolations(page: EnginePage, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.driver.inject(AXE_SOURCE);
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);
  const violations = await page.evaluate(async (tags: string[]) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: unknown,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: string[]; html: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} [${node.html.slice(0, 120)}]`,
      ),
    );
  }, WCAG_TAGS);
  return violations.map((line) => `${where} · ${line}`);
}

for (const width of [320, 375]) {
  test(`Home, Stake, Withdraw and Community fit ${width} px and pass axe in each language`, async ({
    openPage,
    api,
  }) => {
    const page = await openPage({ viewport: { width, height: 812 } });
    const token = await api.login(DEMO_MEMBER.address, DEMO_MEMBER.password);
    await openLoggedIn(page, token, '/pages/home/index');
    expect(await page.evaluate(() => innerWidth)).toBe(width);
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      await page.goto('/pages/user/set');
      await page.click({ text: language.name, within: { role: 'group' } });
      await page.waitUntil(
        'the language to apply',
        (lang: string) => document.documentElement.lang === lang,
        [language.lang],
      );
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        if (screen.ready) await page.visible({ testId: screen.ready }, 15_000);
        else await page.visible({ css: 'main input' });
        // Let images and fonts settle as they would before a person reads the screen.
        await page.evaluate(() => document.fonts.ready.then(() => true));
        const report = await page.driver.run<LayoutReport>(measureInPage.toString(), [width]);
        expect(report.width).toBe(width);
        const where = `${screen.path} · ${language.lang} · ${width} px`;
        problems.push(...describeReport(report).map((line) => `${where}: ${line}`));
        problems.push(...(await axeViolations(page, where)));
      }
    }
    expect(problems).toEqual([]);
  });
}
