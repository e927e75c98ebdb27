import { productSearchDevice } from '@/lib/api/endpoints/product-search-device';
import { ApiFailure, CODE } from '../../api/api-failure';
import { formatBtcw } from '../../money';
import { deviceStatus, findDevice } from '../../payments/device-locks';
import { memberRoute } from '../api-route';

export const productSearchDeviceRoute = memberRoute(
  productSearchDevice,
  async ({ hashrateId }, { db, now }) => {
    const device = await findDevice(db, hashrateId);
    if (!device) throw new ApiFailure(CODE.notFound, 'deviceNotFound');
    const { status } = await deviceStatus(db, device.id, now());
    return {
      id: device.id,
      hashrateId: device.hashrate_id,
      stakeAmount: formatBtcw(BigInt(device.stake_amount)),
      stakeDays: device.stake_days,
      dailyOutput: formatBtcw(BigInt(device.daily_output)),
      status,
    };
  },
);
