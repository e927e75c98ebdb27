import { financialEndFinancialList } from '@/lib/api/endpoints/financial-end-financial-list';
import { listMemberOrders, orderView, settleDueOrders } from '../../financial/financial';
import { memberRoute } from '../api-route';

/** Matured orders; due ones are settled first (settlement on read, besides the timer). */
export const financialEndFinancialListRoute = memberRoute(
  financialEndFinancialList,
  async ({ page, pageSize }, { db, member, now }) => {
    await settleDueOrders(db, now(), { memberId: member.id });
    const { list, total } = await listMemberOrders(db, member.id, 'Maturity', page, pageSize);
    return { list: list.map((order) => orderView(order, now())), page, pageSize, total };
  },
);
