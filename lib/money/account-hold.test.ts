import { describe, expect, it } from 'vitest';
import { holdExplanation } from './account-hold';

describe('holdExplanation', () => {
  it('is nothing for an account that is not held, or not known yet', () => {
    expect(holdExplanation(undefined)).toBeNull();
    expect(holdExplanation({ balance: '1250.5' })).toBeNull();
    expect(holdExplanation({ balance: '0', held: false })).toBeNull();
  });

  it('names a known reason, and gives any other code the general words', () => {
    expect(holdExplanation({ balance: '-21', held: true, holdReason: 'paymentReversed' })).toBe(
      'paymentReversed',
    );
    expect(holdExplanation({ balance: '10', held: true, holdReason: 'sanctionsReview' })).toBe('other');
    expect(holdExplanation({ balance: '10', held: true })).toBe('other');
  });

  it('reads a negative balance as a hold even without the flag', () => {
    expect(holdExplanation({ balance: '-0.5' })).toBe('other');
    expect(holdExplanation({ balance: '-21', holdReason: 'paymentReversed' })).toBe('paymentReversed');
  });
});
