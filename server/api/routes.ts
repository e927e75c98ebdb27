import type { ApiRoute } from './api-route';
import { assetCashRoute } from './routes/asset-cash';
import { assetCashRecordRoute } from './routes/asset-cash-record';
import { financialBuyFinancialProductRoute } from './routes/financial-buy-financial-product';
import { financialEndFinancialListRoute } from './routes/financial-end-financial-list';
import { financialFinancialListRoute } from './routes/financial-financial-list';
import { financialFinancialProductRoute } from './routes/financial-financial-product';
import { homeAdRoute } from './routes/home-ad';
import { homeColumDetailRoute } from './routes/home-colum-detail';
import { homeNoticeRoute } from './routes/home-notice';
import { homeNoticeDetailRoute } from './routes/home-notice-detail';
import { memberBindInviterRoute } from './routes/member-bind-inviter';
import { memberChangePasswordRoute } from './routes/member-change-password';
import { memberManagerUserRoute } from './routes/member-manager-user';
import { memberModifyUserRemarkRoute } from './routes/member-modify-user-remark';
import { memberReferenceInfoRoute } from './routes/member-reference-info';
import { memberReferenceListRoute } from './routes/member-reference-list';
import { homeParametersRoute } from './routes/home-parameters';
import { memberLoginRoute } from './routes/member-login';
import { memberLoginNonceRoute } from './routes/member-login-nonce';
import { memberLogoutRoute } from './routes/member-logout';
import { memberRegistRoute } from './routes/member-regist';
import { memberUserInfoRoute } from './routes/member-user-info';
import { productSearchDeviceRoute } from './routes/product-search-device';
import { productLockDeviceRoute } from './routes/product-lock-device';
import { productCancelDeviceRoute } from './routes/product-cancel-device';
import { productBtcwPledgeRoute } from './routes/product-btcw-pledge';
import { productBtcwRechargeRoute } from './routes/product-btcw-recharge';
import { productOrderRoute } from './routes/product-order';
import { productUnclaimedTransfersRoute } from './routes/product-unclaimed-transfers';
import { productClaimTransferRoute } from './routes/product-claim-transfer';
import { assetAssetInfoRoute } from './routes/asset-asset-info';
import { assetReleaseEarningsRoute } from './routes/asset-release-earnings';
import { assetFlowRecordRoute } from './routes/asset-flow-record';

/** Every `/api/*` endpoint the server answers. A new endpoint: one file in routes/, one line here. */
export const API_ROUTES: readonly ApiRoute[] = [
  memberLoginRoute,
  memberLoginNonceRoute,
  memberRegistRoute,
  memberUserInfoRoute,
  memberLogoutRoute,
  homeParametersRoute,
  assetCashRoute,
  assetCashRecordRoute,
  financialFinancialProductRoute,
  financialBuyFinancialProductRoute,
  financialFinancialListRoute,
  financialEndFinancialListRoute,
  homeNoticeRoute,
  homeNoticeDetailRoute,
  homeAdRoute,
  homeColumDetailRoute,
  memberReferenceInfoRoute,
  memberReferenceListRoute,
  memberModifyUserRemarkRoute,
  memberManagerUserRoute,
  memberBindInviterRoute,
  memberChangePasswordRoute,
  productSearchDeviceRoute,
  productLockDeviceRoute,
  productCancelDeviceRoute,
  productBtcwPledgeRoute,
  productBtcwRechargeRoute,
  productOrderRoute,
  productUnclaimedTransfersRoute,
  productClaimTransferRoute,
  assetAssetInfoRoute,
  assetReleaseEarningsRoute,
  assetFlowRecordRoute,
];
