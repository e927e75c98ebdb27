import { describe, expect, it } from 'vitest';
import type { Flow } from '@/lib/api/endpoints/asset-flow-record';
import { NOT_RECEIVED_AFTER_MS, offersNotReceived } from './not-received-offer';

const sentAt = Date.parse('2026-11-27T18:17:12Z');
const flow = (fields: Partial<Flow>): Flow => ({
  id: 1,
  amount: '10.0000',
  kind: 'recharge',
  title: null,
  status: 'Auditing',
  txHash: `0x${'a'.repeat(64)}`,
  createdAt: new Date(sentAt).toISOString(),
  ...fields,
});

describe('"Recharge Not Received"', () => {
  it('is not offered while a recharge is simply being confirmed', () => {
    expect(offersNotReceived(flow({}), sentAt + 5_000)).toBe(false);
    expect(offersNotReceived(flow({}), sentAt + NOT_RECEIVED_AFTER_MS)).toBe(false);
  });
  it('is offered once it has waited far longer than confirmation takes, and on a failed one', () => {
    expect(offersNotReceived(flow({}), sentAt + NOT_RECEIVED_AFTER_MS + 1)).toBe(true);
    expect(offersNotReceived(flow({ status: 'Failed' }), sentAt + 5_000)).toBe(true);
  });
  it('is never offered on a credited one, nor while the platform checks it by hand', () => {
    expect(offersNotReceived(flow({ status: 'Success' }), sentAt + 86_400_000)).toBe(false);
    expect(offersNotReceived(flow({ underReview: true }), sentAt + 86_400_000)).toBe(false);
  });
});
