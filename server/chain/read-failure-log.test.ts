import { describe, expect, it } from 'vitest';
import { createReadFailureLog, READ_FAILURE_LOG_INTERVAL_MS } from './verify-payment';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('failed chain reads of waiting payments', () => {
  it('are logged once a minute per cause with a count, not once per payment per pass', () => {
    const lines: string[] = [];
    let clock = 0;
    const log = createReadFailureLog(
      (line) => lines.push(line),
      () => clock,
    );
    // The node is down: 50 waiting payments, a settler pass every 3 s for 2 minutes.
    for (let pass = 0; pass < 40; pass += 1) {
      for (let n = 0; n < 50; n += 1) log.note(hash(n), 'fetch failed: connect ECONNREFUSED');
      clock += 3000;
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      `[payments] cannot read ${hash(0)} from the chain: fetch failed: connect ECONNREFUSED`,
    );
    expect(lines[1]).toMatch(/\(\d+ more reads failed so since the last line\)$/);
    // Another cause is said at once.
    log.note(hash(1), 'HTTP request failed.');
    expect(lines).toHaveLength(3);
    // After a quiet minute the first cause is said again.
    clock += READ_FAILURE_LOG_INTERVAL_MS;
    log.note(hash(2), 'fetch failed: connect ECONNREFUSED');
    expect(lines).toHaveLength(4);
  });
});
