/**
 * The first-load JS budget on the real export. `npm test` runs the unit tests before
 * `npm run build`, so without an export this is skipped, and scripts/bench/check-budget.ts enforces
 * the same budget right after the build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudget, FIRST_LOAD_BUDGET_GZIP_BYTES, formatKb, measureFirstLoadJs } from './first-load-js';

const OUT = path.resolve(import.meta.dirname, '..', '..', 'out');
const built = existsSync(path.join(OUT, 'index.html'));

describe(`first-load JS budget (${formatKb(FIRST_LOAD_BUDGET_GZIP_BYTES)} gzip per route)`, () => {
  if (!built) {
    it.skip('no static export in out/ yet (npm test checks it after the build with scripts/bench/check-budget.ts)', () => {});
    return;
  }

  it('holds for every route page in out/', () => {
    const results = measureFirstLoadJs(OUT);
    expect(results.length).toBeGreaterThan(0);
    const over = checkBudget(results).map(
      (route) => `${route.route}: ${formatKb(route.gzipBytes)} (over by ${formatKb(route.overBy)})`,
    );
    expect(over, 'routes over the first-load JS budget (see docs/performance.md)').toEqual([]);
  });
});
