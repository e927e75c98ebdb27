import type { EarlyShow } from '@/lib/api/early-answers';
import { earlyHeroAmountRender } from '@/components/balance/early-amount';

export const EARLY_HOME_BALANCE_ID = 'home-early-balance';

/**
 * Writes the balance of Home's early member answer (lib/api/early-answers.ts) into the balance card's
 * placeholder exactly as the card's Amount will show it, so it neither waits for the app's code nor
 * moves when the app takes over.
 */
export const EARLY_HOME_BALANCE: EarlyShow = {
  elementId: EARLY_HOME_BALANCE_ID,
  render: earlyHeroAmountRender('balance'),
};
