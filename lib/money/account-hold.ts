import { HOLD_REASONS, type HoldReason } from '@/lib/api/schemas/account-hold';

/** Which explanation a held account gets: its reason's own, or the general one. */
export type HoldExplanation = HoldReason | 'other';

/** What `member/userInfo` and `asset/assetInfo` say about a hold. */
export interface HoldFields {
  balance: string;
  held?: boolean | undefined;
  holdReason?: string | undefined;
}

/**
 * Whether the member's screens say the account is held, and why. A negative balance means a hold
 * even from a platform that does not send `held` (only a reversed payment the balance could not
 * cover makes one); a reason the app does not know yet gets the general words.
 */
export function holdExplanation(fields: HoldFields | undefined): HoldExplanation | null {
  if (!fields) return null;
  const negative = fields.balance.startsWith('-') && /[1-9]/.test(fields.balance);
  if (fields.held !== true && !negative) return null;
  return HOLD_REASONS.find((reason) => reason === fields.holdReason) ?? 'other';
}
