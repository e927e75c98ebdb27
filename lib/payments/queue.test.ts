import { describe, expect, it } from 'vitest';
import { backoffMs, dueForReport, newPayment, openPaymentFor, prune, withHash, withOutcome } from './queue';
import { FINAL_RETENTION_MS } from './pending-payments';

const base = newPayment(
  {
    id: 'a',
    purpose: 'stake',
    orderId: 7,
    hashrateId: 'HR-1',
    amount: '100',
    valueWei: '100000000000000000000',
    from: '0xAA',
    to: '0xBB',
    chainId: 21000,
    account: '0xAA',
  },
  1000,
);
const H1 = `0x${'1'.repeat(64)}`;
const H2 = `0x${'2'.repeat(64)}`;

describe('pending payment queue', () => {
  it('starts as a persisted intent and records the hash once', () => {
    expect(base).toMatchObject({ state: 'intent', hash: null, account: '0xaa' });
    const hashed = withHash(base, H1.toUpperCase().replace('0X', '0x'), 2000);
    expect(hashed).toMatchObject({ state: 'reporting', hash: H1, replacedHashes: [] });
    expect(withHash(hashed, H1, 3000)).toBe(hashed);
    expect(withHash(hashed, H2, 3000)).toMatchObject({ hash: H2, replacedHashes: [H1] });
  });

  it('leaves only on a final server state; retries with a growing back-off', () => {
    let p = withHash(base, H1, 0);
    p = withOutcome(p, { kind: 'retry' }, 0);
    expect(p).toMatchObject({ state: 'reporting', attempts: 1, nextAttemptAt: 2000 });
    p = withOutcome(p, { kind: 'retry' }, 0);
    expect(p.nextAttemptAt).toBe(4000);
    p = withOutcome(p, { kind: 'pending', underReview: true }, 0);
    expect(p).toMatchObject({ state: 'auditing', underReview: true });
    p = withOutcome(p, { kind: 'pending' }, 0);
    expect(p).toMatchObject({ state: 'auditing', underReview: false });
    p = withOutcome(p, { kind: 'success', recordedAt: 9 }, 10);
    expect(p).toMatchObject({ state: 'success', recordedAt: 9 });
    expect(withOutcome(p, { kind: 'failed', reason: 'x' }, 20)).toBe(p);
    expect(backoffMs(100)).toBe(60_000);
  });

  it('selects due entries of the logged-in account only', () => {
    const p = withHash(base, H1, 0);
    expect(dueForReport([p, base], 0, '0xAA')).toEqual([p]);
    expect(dueForReport([p], 0, null)).toEqual([]);
    expect(dueForReport([p], 0, '0xcc')).toEqual([]);
  });

  it('finds the open payment of an order and prunes old final ones', () => {
    expect(openPaymentFor([base], { purpose: 'stake', orderId: 7, account: '0xaa' })).toBe(base);
    expect(openPaymentFor([base], { purpose: 'stake', orderId: 8, account: '0xaa' })).toBeUndefined();
    const done = withOutcome(withHash(base, H1, 0), { kind: 'success' }, 0);
    expect(prune([done, base], FINAL_RETENTION_MS)).toEqual([base]);
  });
});
