/**
 * The accessibility gate: axe-core (WCAG 2.0/2.1, levels A and AA) on what the page shows, each
 * violation as one line naming the rule, where (route or dialog, and language) and the element.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe's violations on the page as it is now, limited to `include` (a selector) when given. */
export async function axeViolations(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) · ${where}: ${node.target.join(' ')} — ` +
        `${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help} ` +
        `[${node.html.slice(0, 160)}]`,
    ),
  );
}
