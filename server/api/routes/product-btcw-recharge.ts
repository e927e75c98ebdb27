import { productBtcwRecharge } from '@/lib/api/endpoints/product-btcw-recharge';
import { parseBtcw } from '../../money';
import { submitRecharge } from '../../payments/payments';
import { memberRoute } from '../api-route';

export const productBtcwRechargeRoute = memberRoute(
  productBtcwRecharge,
  async ({ amount, txHash, from }, ctx) =>
    submitRecharge(ctx, ctx.member, { amountWei: parseBtcw(amount), txHash, from }),
);
