import { assetCashRecord } from '@/lib/api/endpoints/asset-cash-record';
import { listMemberWithdrawals, withdrawalView } from '../../withdrawals/withdrawals';
import { memberRoute } from '../api-route';

export const assetCashRecordRoute = memberRoute(
  assetCashRecord,
  async ({ page, pageSize }, { db, member }) => {
    const { list, total } = await listMemberWithdrawals(db, member.id, page, pageSize);
    return { list: list.map(withdrawalView), page, pageSize, total };
  },
);
