import { productBtcwPledge } from '@/lib/api/endpoints/product-btcw-pledge';
import { reportStakePayment } from '../../payments/payments';
import { memberRoute } from '../api-route';

export const productBtcwPledgeRoute = memberRoute(productBtcwPledge, async ({ orderId, txHash }, ctx) =>
  reportStakePayment(ctx, ctx.member.id, orderId, txHash),
);
