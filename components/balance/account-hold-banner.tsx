'use client';

import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { holdExplanation, type HoldFields } from '@/lib/money/account-hold';

// Almost no member is ever held: the banner's code loads only for one who is.
const cardPart = lazyPart(() => import('./account-hold-card'));

/**
 * The first thing on a member's money screens while the account is held: that it is, why, and what
 * to do (the explanation ends by saying so). It sits above the balance, never over it: the figure,
 * negative or not, stays what the member came to see. Nothing to dismiss: it lasts as long as the
 * hold.
 */
export function AccountHoldBanner({ account }: { account: HoldFields | undefined }) {
  const explanation = holdExplanation(account);
  const card = useLazyPart(cardPart, explanation !== null, { preload: false });
  return explanation && card ? <card.AccountHoldCard explanation={explanation} /> : null;
}
