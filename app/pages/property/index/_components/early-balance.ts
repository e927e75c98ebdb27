import type { EarlyShow } from '@/lib/api/early-answers';
import { formatDecimalString } from '@/lib/format/decimal';

export const EARLY_BALANCE_ID = 'property-early-balance';

/**
 * Writes the balance of the page's early answer (lib/api/early-answers.ts) into the balance card's
 * placeholder, formatted by the app's own formatter, so the balance — the largest thing on the
 * screen — does not wait for the app's code.
 */
export const EARLY_BALANCE: EarlyShow = {
  elementId: EARLY_BALANCE_ID,
  render: `function(r,p){if(r&&typeof r.balance==='string')p.textContent=(${formatDecimalString.toString()})(r.balance)+' BTCW'}`,
};
