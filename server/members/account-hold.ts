import type { HoldReason } from '@/lib/api/schemas/account-hold';
import type { Queryable } from '../db/db';

/** What the member's screens are told about a hold (`member/userInfo`, `asset/assetInfo`). */
export interface AccountHoldView {
  held: boolean;
  holdReason?: HoldReason;
}

/**
 * A held account (`members.held_at`) has only one cause today: a reversed payment its balance could
 * not cover (`server/payments/credit-watch.ts`), so its reason code is `paymentReversed`.
 */
export function holdView(heldAt: Date | string | null): AccountHoldView {
  return heldAt === null ? { held: false } : { held: true, holdReason: 'paymentReversed' };
}

export async function accountHoldOf(db: Queryable, memberId: number): Promise<AccountHoldView> {
  const [row] = await db.query<{ held_at: Date | string | null }>(
    'SELECT held_at FROM members WHERE id = $1',
    [memberId],
  );
  return holdView(row?.held_at ?? null);
}
