import type { EarlyShow } from '@/lib/api/early-answers';
import { earlyHeroAmountRender } from '@/components/balance/early-amount';

export const EARLY_BALANCE_ID = 'property-early-balance';

/**
 * Writes the balance of the page's early answer (lib/api/early-answers.ts) into the balance card's
 * placeholder exactly as the card's Amount will show it, so the balance — the largest thing on the
 * screen — does not wait for the app's code.
 */
export const EARLY_BALANCE: EarlyShow = {
  elementId: EARLY_BALANCE_ID,
  render: earlyHeroAmountRender('balance'),
};
