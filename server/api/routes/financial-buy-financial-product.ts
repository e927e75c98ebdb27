import { financialBuyFinancialProduct } from '@/lib/api/endpoints/financial-buy-financial-product';
import { buyProduct, settleDueOrders } from '../../financial/financial';
import { parseBtcw } from '../../money';
import { memberRoute } from '../api-route';

export const financialBuyFinancialProductRoute = memberRoute(
  financialBuyFinancialProduct,
  async ({ productId, days, amount, idempotencyKey }, ctx) => {
    await settleDueOrders(ctx.db, ctx.now(), { memberId: ctx.member.id });
    const order = await buyProduct(ctx.db, {
      memberId: ctx.member.id,
      productId,
      days,
      amountWei: parseBtcw(amount),
      idempotencyKey,
      now: ctx.now(),
    });
    return {
      orderId: order.id,
      createdAt: order.createdAt.toISOString(),
      maturesAt: order.maturesAt.toISOString(),
    };
  },
  { successMessage: 'purchaseSuccess' },
);
