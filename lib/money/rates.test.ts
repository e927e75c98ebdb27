import { describe, expect, it } from 'vitest';
import { applyRate, parseRate, projectFinancial, rateToPercent, withdrawalFee } from './rates';

const E18 = 10n ** 18n;

describe('rates', () => {
  it('parses exact decimal rates and refuses anything else', () => {
    expect(parseRate('0.012')).toBe(12n * 10n ** 15n);
    expect(parseRate('1')).toBe(E18);
    expect(parseRate('0.000000000000000001')).toBe(1n);
    for (const bad of ['', '-0.1', '1e-3', '.5', '0.0000000000000000001', '0,1'])
      expect(() => parseRate(bad)).toThrow(RangeError);
  });

  it('floors amount × rate to whole wei', () => {
    expect(applyRate(1n, '0.5')).toBe(0n);
    expect(applyRate(3n, '0.5')).toBe(1n);
    expect(applyRate(100n * E18, '0.01')).toBe(E18);
  });

  it('splits a withdrawal into fee + arrival that add up exactly', () => {
    const amount = 100n * E18 + 7n;
    const { fee, arrival } = withdrawalFee(amount, '0.01');
    expect(fee).toBe(E18); // 0.07 wei of fee rounded away in the member's favour
    expect(fee + arrival).toBe(amount);
  });

  it('projects financial earnings with one multiplication and floored fee', () => {
    expect(projectFinancial(1000n * E18, '0.001', '0.1', 7)).toEqual({
      earnings: 7n * E18,
      managementFee: 7n * 10n ** 17n,
      actualEarnings: 63n * 10n ** 17n,
      quantity: 10063n * 10n ** 17n,
    });
    const odd = projectFinancial(333n, '0.0015', '0.1', 30);
    expect(odd.earnings).toBe(14n); // 333 × 0.045 = 14.985
    expect(odd.managementFee).toBe(1n);
    expect(odd.managementFee + odd.actualEarnings).toBe(odd.earnings);
  });

  it('shows rates as exact percentages', () => {
    expect(rateToPercent('0.0015')).toBe('0.15');
    expect(rateToPercent('0.1')).toBe('10');
    expect(rateToPercent('1.25')).toBe('125');
  });
});
