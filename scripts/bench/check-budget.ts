/**
 * Enforces the first-load JS budget on the built export (`npm test` runs it right after
 * `npm run build`). Prints every route's first-load JS; exits 1 with the routes over budget.
 *
 *   node --import tsx scripts/bench/check-budget.ts [--out out]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../e2e/support/stack';
import {
  checkBudget,
  FIRST_LOAD_BUDGET_GZIP_BYTES,
  formatKb,
  measureFirstLoadJs,
} from '../lib/first-load-js';
import { renderTable } from './table';

function main(): number {
  const flag = process.argv.indexOf('--out');
  const outDir = path.resolve(REPO_ROOT, (flag === -1 ? undefined : process.argv[flag + 1]) ?? 'out');
  if (!existsSync(path.join(outDir, 'index.html'))) {
    console.error(`check-budget: no static export at ${outDir}: run \`npm run build\` first.`);
    return 1;
  }
  const results = measureFirstLoadJs(outDir);
  const over = new Map(checkBudget(results).map((route) => [route.route, route]));
  const rows = results.map((result) => {
    const miss = over.get(result.route);
    return [
      result.route,
      formatKb(result.rawBytes),
      formatKb(result.gzipBytes),
      miss ? `OVER by ${formatKb(miss.overBy)}` : 'ok',
    ];
  });
  const budget = formatKb(FIRST_LOAD_BUDGET_GZIP_BYTES);
  const largest = Math.max(...results.map((result) => result.gzipBytes));
  if (over.size > 0) {
    console.error(
      renderTable(['Route', 'JS raw', 'JS gzip', `Budget ${budget}`], rows, [
        'left',
        'right',
        'right',
        'left',
      ]),
    );
    console.error(
      `\ncheck-budget: ${over.size} of ${results.length} routes exceed the first-load JS budget of ${budget} gzip ` +
        '(scripts/lib/first-load-js.ts, docs/performance.md). Make the code lazy instead of raising the budget.',
    );
    return 1;
  }
  console.log(
    `check-budget: first-load JS within ${budget} gzip on all ${results.length} routes ` +
      `(largest ${formatKb(largest)}).`,
  );
  return 0;
}

process.exitCode = main();
