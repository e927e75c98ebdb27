/**
 * `node --import tsx scripts/rolling-restart.ts [--steady-seconds 5]`: two platform instances behind
 * nginx on PostgreSQL, restarted one after the other (SIGTERM, start, /readyz) under load; prints
 * every request counted by kind, how many failed (the goal: 0), each instance's shutdown log and
 * whether every payment was settled exactly once (docs/deploy.md, "Several instances"). Needs
 * nginx and PostgreSQL's binaries, like the tests.
 */
import { parseArgs } from 'node:util';
import { runRollingRestart } from './lib/rolling-restart';

const { values } = parseArgs({ options: { 'steady-seconds': { type: 'string' } }, strict: true });
const steadyMs = Number(values['steady-seconds'] ?? '5') * 1000;
if (!Number.isFinite(steadyMs) || steadyMs < 0) throw new Error('--steady-seconds: a number of seconds');

const report = await runRollingRestart({ steadyMs, log: (line) => console.log(line) });
console.log(
  `\n[rolling] ${report.requests} requests in ${report.seconds} s through nginx; failed: ${report.failed}`,
);
for (const [kind, { ok, failed }] of Object.entries(report.byKind))
  console.log(`  ${kind.padEnd(8)} ${String(ok).padStart(6)} ok  ${String(failed).padStart(3)} failed`);
for (const failure of report.failures) console.log(`  failure: ${failure}`);
for (const restart of report.restarts) {
  console.log(
    `[rolling] instance ${restart.instance}: stopped in ${restart.stopMs} ms (exit code ${String(restart.exitCode)}), ready again in ${restart.readyMs} ms`,
  );
  for (const line of restart.log) console.log(`    ${line}`);
}
const { payments } = report;
console.log(
  `[rolling] payments: ${payments.sent} paid and reported, ${payments.credited} credited exactly once, ` +
    `${payments.pending} still pending, ${payments.problems.length} half-settled or wrong`,
);
for (const problem of payments.problems) console.log(`  ${problem}`);
process.exit(report.failed === 0 && payments.problems.length === 0 && payments.pending === 0 ? 0 : 1);
