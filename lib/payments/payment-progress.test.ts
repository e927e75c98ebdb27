import { describe, expect, it } from 'vitest';
import { paymentProgress, type PaymentSnapshot } from './payment-progress';

const base: PaymentSnapshot = {
  purpose: 'recharge',
  state: 'intent',
  amount: '12.5',
  hash: null,
  hashrateId: null,
  reason: null,
  confirmations: null,
};

const summary = (payment: Partial<PaymentSnapshot>, viaWallet = true) => {
  const progress = paymentProgress({ ...base, ...payment }, { viaWallet });
  return {
    tone: progress.tone,
    headline: progress.headline,
    steps: progress.steps.map((step) => `${step.label.key}:${step.state}`),
  };
};

describe('the result timeline of a payment', () => {
  it('is initiating the payment while the wallet asks, and nothing is Submitted before a hash', () => {
    expect(summary({ state: 'intent' })).toEqual({
      tone: 'pending',
      headline: 'inWallet',
      steps: ['initiating:current', 'submitted:upcoming', 'confirming:upcoming', 'credited:upcoming'],
    });
    expect(summary({ state: 'reporting', hash: `0x${'1'.repeat(64)}` }).steps).toEqual([
      'initiating:done',
      'submitted:done',
      'confirming:current',
      'credited:upcoming',
    ]);
  });

  it('starts at Submitted for a recharge reported by hand (no wallet step)', () => {
    expect(summary({ state: 'auditing', hash: `0x${'1'.repeat(64)}` }, false).steps).toEqual([
      'submitted:done',
      'confirming:current',
      'credited:upcoming',
    ]);
  });

  it('shows Confirming n/N while the platform waits for the depth, and never success before it answers', () => {
    const progress = paymentProgress({
      ...base,
      state: 'auditing',
      hash: `0x${'1'.repeat(64)}`,
      confirmations: { current: 1, required: 3 },
    });
    expect(progress.tone).toBe('pending');
    expect(progress.steps[2]).toMatchObject({
      label: { key: 'confirmingOf', confirmations: { current: 1, required: 3 } },
      state: 'current',
    });
    expect(progress.steps[3]?.state).toBe('upcoming');
    expect(summary({ state: 'reporting' }).tone).toBe('pending');
  });

  it('says the platform checks it by hand, with no chain wait, once it is under review', () => {
    const progress = paymentProgress({
      ...base,
      state: 'auditing',
      hash: `0x${'1'.repeat(64)}`,
      confirmations: { current: 1, required: 3 },
      underReview: true,
    });
    expect(progress.message).toBe('underReview');
    expect(progress.steps.map((step) => `${step.label.key}:${step.state}`)).toEqual([
      'initiating:done',
      'submitted:done',
      'underReview:current',
      'credited:upcoming',
    ]);
  });

  it('ends Staked for a stake and Credited for a recharge once the platform confirmed', () => {
    expect(summary({ state: 'success', purpose: 'stake' })).toEqual({
      tone: 'success',
      headline: 'staked',
      steps: ['initiating:done', 'submitted:done', 'confirming:done', 'staked:done'],
    });
    expect(summary({ state: 'success' }).steps.at(-1)).toBe('credited:done');
  });

  it('ends Failed with the reason', () => {
    const progress = paymentProgress({ ...base, state: 'failed', reason: 'wrongValue' });
    expect(progress.tone).toBe('failed');
    expect(progress.steps.at(-1)).toMatchObject({
      label: { key: 'failedStep' },
      state: 'failed',
      detail: { reason: 'wrongValue' },
    });
  });

  it('says nothing was paid when the wallet refused', () => {
    expect(summary({ state: 'abandoned', reason: 'rejected' })).toEqual({
      tone: 'failed',
      headline: 'cancelled',
      steps: ['notPaid:failed'],
    });
    expect(paymentProgress({ ...base, state: 'abandoned', reason: 'rejected' }).message).toBe('tryAgain');
  });
});
