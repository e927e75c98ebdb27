/**
 * Graceful restarts, for real: two instances on PostgreSQL behind the repository's nginx config,
 * each stopped with SIGTERM while clients read, log in, call /rpc and pay, then started again. No
 * accepted request fails, each instance exits by itself (code 0) having finished its requests, and
 * every payment is credited exactly once, none half settled. Needs nginx and PostgreSQL's binaries.
 */
import { expect, it } from 'vitest';
import { runRollingRestart } from './rolling-restart';

it('restarts two instances one after the other under load without failing a request or a payment', async () => {
  const report = await runRollingRestart();
  expect(report.failures).toEqual([]);
  expect(report.failed).toBe(0);
  for (const kind of ['read', 'member', 'login', 'rpc', 'payment'])
    expect(report.byKind[kind]?.ok ?? 0, kind).toBeGreaterThan(0);
  expect(report.restarts.map(({ instance, exitCode }) => ({ instance, exitCode }))).toEqual([
    { instance: 'A', exitCode: 0 },
    { instance: 'B', exitCode: 0 },
  ]);
  for (const restart of report.restarts)
    expect(restart.log.join('\n')).toMatch(
      /SIGTERM: shutting down gracefully[^]*no longer accepting connections[^]*stopped$/,
    );
  expect(report.payments.problems).toEqual([]);
  expect(report.payments.pending).toBe(0);
  expect(report.payments.credited).toBe(report.payments.sent);
  expect(report.payments.sent).toBeGreaterThan(5);
}, 300_000);
