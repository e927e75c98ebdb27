// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Amount } from '@/components/ui/amount';
import { HERO_AMOUNT_CLASS } from '@/components/balance/early-amount';
import { renderWithIntl } from '@/lib/test/render-with-intl';
import { functionFromSource } from '@/lib/test/run-inline-script';
import { EARLY_BALANCE } from './early-balance';

const render = functionFromSource(EARLY_BALANCE.render);

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

/** The placeholder as the balance card renders it, after the early script ran. */
function early(result: unknown, lang = 'en'): HTMLElement {
  document.documentElement.lang = lang;
  const placeholder = document.createElement('span');
  placeholder.className = HERO_AMOUNT_CLASS;
  render(result, placeholder);
  return placeholder;
}

describe('the early Property balance', () => {
  it.each(['en', 'zh-Hant', 'vi'] as const)(
    'is exactly the Amount the card then shows (%s): text, spans and size step',
    (locale) => {
      for (const balance of ['1250.5', '0', '12.123456789', '-0.00001', '007.1', '1000000000', '1e5']) {
        const { container } = renderWithIntl(createElement(Amount, { value: balance, size: 'hero' }), locale);
        const amount = container.firstElementChild;
        const placeholder = early({ balance, deviceCount: 1 }, locale);
        expect(placeholder.className, balance).toBe(amount?.className);
        expect(placeholder.innerHTML, balance).toBe(amount?.innerHTML);
        cleanup();
      }
    },
  );

  it('groups as the language does', () => {
    expect(early({ balance: '1250.5' }, 'vi').textContent).toBe('1.250,5000BTCW');
    expect(early({ balance: '1250.5' }, 'en').textContent).toBe('1,250.5000BTCW');
  });

  it('shows nothing without a balance', () => {
    expect(early({ deviceCount: 1 }).textContent).toBe('');
    expect(early({ balance: 12 }).textContent).toBe('');
    expect(early(null).textContent).toBe('');
  });
});
