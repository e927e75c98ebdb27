// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatDecimalString } from '@/lib/format/decimal';
import { functionFromSource } from '@/lib/test/run-inline-script';
import { EARLY_BALANCE } from './early-balance';

const render = functionFromSource(EARLY_BALANCE.render);

function show(result: unknown): string {
  const placeholder = document.createElement('p');
  render(result, placeholder);
  return placeholder.textContent;
}

describe('the early Property balance', () => {
  it('shows the balance exactly as the screen formats it', () => {
    for (const balance of ['1250.5', '0', '12.123456789', '-0.00001', '007.1', '1e5'])
      expect(show({ balance, deviceCount: 1 })).toBe(`${formatDecimalString(balance)} BTCW`);
  });

  it('shows nothing without a balance', () => {
    expect(show({ deviceCount: 1 })).toBe('');
    expect(show({ balance: 12 })).toBe('');
    expect(show(null)).toBe('');
  });
});
