import { getAddress } from 'viem';
import { productLockDevice } from '@/lib/api/endpoints/product-lock-device';
import { formatBtcw } from '../../money';
import { lockDevice } from '../../payments/device-locks';
import { memberRoute } from '../api-route';

export const productLockDeviceRoute = memberRoute(productLockDevice, async ({ deviceId, from }, ctx) => {
  const lock = await lockDevice(ctx, ctx.member, deviceId, from);
  return {
    orderId: lock.orderId,
    amount: formatBtcw(lock.amountWei),
    treasuryAddress: getAddress(lock.treasuryAddress),
    expiresAt: lock.expiresAt.toISOString(),
  };
});
