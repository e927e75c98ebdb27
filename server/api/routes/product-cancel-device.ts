import { productCancelDevice } from '@/lib/api/endpoints/product-cancel-device';
import { cancelDevice } from '../../payments/payments';
import { memberRoute } from '../api-route';

export const productCancelDeviceRoute = memberRoute(productCancelDevice, async ({ orderId }, ctx) => {
  await cancelDevice(ctx, ctx.member.id, orderId);
  return null;
});
