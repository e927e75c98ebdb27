import type { ApiRoute } from './api-route';
import { homeParametersRoute } from './routes/home-parameters';
import { memberLoginRoute } from './routes/member-login';
import { memberLogoutRoute } from './routes/member-logout';
import { memberRegistRoute } from './routes/member-regist';
import { memberUserInfoRoute } from './routes/member-user-info';
import { productSearchDeviceRoute } from './routes/product-search-device';
import { productLockDeviceRoute } from './routes/product-lock-device';
import { productCancelDeviceRoute } from './routes/product-cancel-device';
import { productBtcwPledgeRoute } from './routes/product-btcw-pledge';
import { productBtcwRechargeRoute } from './routes/product-btcw-recharge';
import { productOrderRoute } from './routes/product-order';
import { assetAssetInfoRoute } from './routes/asset-asset-info';
import { assetReleaseEarningsRoute } from './routes/asset-release-earnings';
import { assetFlowRecordRoute } from './routes/asset-flow-record';

/** Every `/api/*` endpoint the server answers. A new endpoint: one file in routes/, one line here. */
export const API_ROUTES: readonly ApiRoute[] = [
  memberLoginRoute,
  memberRegistRoute,
  memberUserInfoRoute,
  memberLogoutRoute,
  homeParametersRoute,
  productSearchDeviceRoute,
  productLockDeviceRoute,
  productCancelDeviceRoute,
  productBtcwPledgeRoute,
  productBtcwRechargeRoute,
  productOrderRoute,
  assetAssetInfoRoute,
  assetReleaseEarningsRoute,
  assetFlowRecordRoute,
];
