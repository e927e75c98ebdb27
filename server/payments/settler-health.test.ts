/**
 * A settler part that keeps failing is visible: logged once when it starts, an alert after a minute
 * (not a line every 3 s), a line when it works again, and `npm run operator -- settler` shows each
 * part's last success and last error.
 */
import { describe, expect, it, type MockInstance } from 'vitest';
import { settlerTestApp } from '../test-support/settler-test-app';
import { NODE_DOWN, switchableChain } from '../test-support/switchable-chain';
import { testClock } from '../test-support/test-app';
import { runPaymentPass } from './settler';
import { SettlerHealth } from './settler-health';

const settler = settlerTestApp();

const lines = (spy: MockInstance<(...args: unknown[]) => void>) =>
  spy.mock.calls.map((call) => call.map(String).join(' ')).filter((line) => line.includes('[settler]'));

const operatorStatus = () => settler.operatorStatus();

describe('a failing settler part', () => {
  it('is logged once, alerts after a minute of failing, says when it works again, and shows in the operator status', async () => {
    const { warn, error } = { warn: settler.warn(), error: settler.error() };
    const app = settler.app();
    const { chain, state } = switchableChain();
    const deps = { db: app.db, chain, now: () => app.clock.now() };
    const health = new SettlerHealth('test-instance');
    const pass = () => runPaymentPass(deps, health);
    const started = app.clock.now();

    // 19 passes 3 s apart: 57 s of failures, one line when it started, no alert yet.
    for (let n = 0; n < 20; n += 1) {
      await pass();
      if (n < 19) app.clock.advance(3_000);
    }
    expect(lines(warn)).toEqual([`[settler] watcher failed: ${NODE_DOWN} (retried on every pass)`]);
    expect(lines(error)).toEqual([]);

    // A minute: one alert an operator notices, naming the part, since when and the error.
    app.clock.advance(3_000);
    await pass();
    const alerts = lines(error);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('[settler] ALERT: watcher has failed on every pass for 1 min');
    expect(alerts[0]).toContain(started.toISOString());
    expect(alerts[0]).toContain(NODE_DOWN);

    // Further failures stay quiet (another 2 minutes of passes) …
    for (let n = 0; n < 40; n += 1) {
      app.clock.advance(3_000);
      await pass();
    }
    expect(lines(error)).toHaveLength(1);
    expect(lines(warn)).toHaveLength(1);

    // … and the operator sees which part fails, since when, and why; the others work.
    const failing = await operatorStatus();
    const watcherRow = failing.find((line) => /test-instance\s+watcher/.test(line));
    expect(watcherRow).toMatch(/FAILING for 3 min/);
    expect(watcherRow).toContain(NODE_DOWN);
    for (const part of ['claims', 'transfers', 'credits'])
      expect(failing.find((line) => new RegExp(`test-instance\\s+${part}\\s`).test(line))).toMatch(
        new RegExp(`${part}\\s+ok\\s+\\d+ s ago\\s+-`),
      );

    // The node is back: one recovery line, and the status says ok with the old error kept.
    state.down = false;
    app.clock.advance(3_000);
    await pass();
    expect(lines(warn).at(-1)).toBe(
      '[settler] watcher works again after 3 min of failures (61 failed passes)',
    );
    const working = await operatorStatus();
    expect(working.find((line) => /test-instance\s+watcher/.test(line))).toMatch(
      /watcher\s+ok\s+\d+ s ago\s+\d+ s ago: fetch failed/,
    );
  });

  it('repeats the alert every hour while the part keeps failing, not on every pass', async () => {
    const { warn, error } = { warn: settler.warn(), error: settler.error() };
    const app = settler.app();
    const { chain } = switchableChain();
    const deps = { db: app.db, chain, now: () => app.clock.now() };
    const health = new SettlerHealth('hourly-instance');
    // Two hours and more of passes every 3 s would be slow; every 30 s shows the same rule.
    for (let n = 0; n <= 250; n += 1) {
      await runPaymentPass(deps, health);
      app.clock.advance(30_000);
    }
    expect(lines(warn)).toHaveLength(1);
    const alerts = lines(error);
    expect(alerts).toHaveLength(3);
    expect(alerts.map((line) => /for ([\dh min]+) \(/.exec(line)?.[1])).toEqual([
      '1 min',
      '61 min',
      '2 h 1 min',
    ]);
  }, 60_000);

  it("is shown on the database's clock, whatever the instance's clock says", async () => {
    const app = settler.app();
    const { chain } = switchableChain();
    // This instance's clock runs an hour ahead of the database (and of the operator's machine).
    const skewed = testClock(new Date(Date.now() + 60 * 60_000));
    const deps = { db: app.db, chain, now: () => skewed.now() };
    const health = new SettlerHealth('skewed-instance');
    for (let n = 0; n <= 20; n += 1) {
      await runPaymentPass(deps, health);
      skewed.advance(3_000);
    }
    const row = (await operatorStatus()).find((line) => /skewed-instance\s+watcher/.test(line));
    // Failing for the minute it has failed, its last pass just now: not "1 s", not an hour.
    expect(row).toMatch(/FAILING for 1 min\s+-\s+\d+ s ago: fetch failed.*\s+\d+ s ago$/);
  });
});
