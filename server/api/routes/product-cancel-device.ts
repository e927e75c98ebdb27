import { productCancelDevice } from '@/lib/api/endpoints/product-cancel-device';
import { cancelDevice } from '../../payments/device-locks';
import { memberRoute } from '../api-route';

export const productCancelDeviceRoute = memberRoute(productCancelDevice, async ({ orderId }, ctx) => {
  await cancelDevice(ctx, ctx.member.id, orderId);
  return null;
});
