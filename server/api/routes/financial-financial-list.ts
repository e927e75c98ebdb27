import { financialFinancialList } from '@/lib/api/endpoints/financial-financial-list';
import { listMemberOrders, orderView, settleDueOrders } from '../../financial/financial';
import { memberRoute } from '../api-route';

/** Running orders; due ones are settled first so a matured order never shows as running. */
export const financialFinancialListRoute = memberRoute(
  financialFinancialList,
  async ({ page, pageSize }, { db, member, now }) => {
    await settleDueOrders(db, now(), { memberId: member.id });
    const { list, total } = await listMemberOrders(db, member.id, 'Stake', page, pageSize);
    return { list: list.map((order) => orderView(order, now())), page, pageSize, total };
  },
);
