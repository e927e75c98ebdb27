import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { assetInfo } from '../../payments/assets';
import { memberRoute } from '../api-route';

export const assetAssetInfoRoute = memberRoute(assetAssetInfo, async (_input, { db, member, now }) =>
  assetInfo(db, member.id, now()),
);
