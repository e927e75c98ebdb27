import type { Queryable } from '../db/db';

export interface InviteeOrderRow {
  id: number;
  kind: 'stake' | 'financial';
  name: string;
  amount: string;
  days: number;
  status: 'Auditing' | 'Staking' | 'End' | 'Failed' | 'Stake' | 'Maturity';
  createdAt: string;
}

/**
 * An invitee's stake and financial orders for `member/managerUser`. The order tables belong to
 * the stake and financial features (built in parallel); until they are merged this reads none.
 * See docs/community.md.
 */
/* eslint-disable @typescript-eslint/no-unused-vars -- the signature the order tables will fill */
export function listInviteeOrders(
  _db: Queryable,
  _memberId: number,
  _paging: { page: number; pageSize: number },
): Promise<{ list: InviteeOrderRow[]; total: number }> {
  return Promise.resolve({ list: [], total: 0 });
}
/* eslint-enable @typescript-eslint/no-unused-vars */
