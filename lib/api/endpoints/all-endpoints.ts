import type { EndpointDefinition } from '../define-endpoint';
import { assetAssetInfo } from './asset-asset-info';
import { assetCashRecord } from './asset-cash-record';
import { assetCash } from './asset-cash';
import { assetFlowRecord } from './asset-flow-record';
import { assetReleaseEarnings } from './asset-release-earnings';
import { financialBuyFinancialProduct } from './financial-buy-financial-product';
import { financialEndFinancialList } from './financial-end-financial-list';
import { financialFinancialList } from './financial-financial-list';
import { financialFinancialProduct } from './financial-financial-product';
import { homeAd } from './home-ad';
import { homeColumDetail } from './home-colum-detail';
import { homeNoticeDetail } from './home-notice-detail';
import { homeNotice } from './home-notice';
import { homeParameters } from './home-parameters';
import { memberBindInviter } from './member-bind-inviter';
import { memberChangePassword } from './member-change-password';
import { memberLogin } from './member-login';
import { memberLoginNonce } from './member-login-nonce';
import { memberLogout } from './member-logout';
import { memberManagerUser } from './member-manager-user';
import { memberModifyUserRemark } from './member-modify-user-remark';
import { memberReferenceInfo } from './member-reference-info';
import { memberReferenceList } from './member-reference-list';
import { memberRegist } from './member-regist';
import { memberUserInfo } from './member-user-info';
import { productBtcwPledge } from './product-btcw-pledge';
import { productBtcwRecharge } from './product-btcw-recharge';
import { productCancelDevice } from './product-cancel-device';
import { productLockDevice } from './product-lock-device';
import { productClaimTransfer } from './product-claim-transfer';
import { productOrder } from './product-order';
import { productSearchDevice } from './product-search-device';
import { productUnclaimedTransfers } from './product-unclaimed-transfers';

/** Every platform endpoint, for the server to mount and for contract tests. */
export const allEndpoints: readonly EndpointDefinition[] = [
  assetAssetInfo,
  assetCashRecord,
  assetCash,
  assetFlowRecord,
  assetReleaseEarnings,
  financialBuyFinancialProduct,
  financialEndFinancialList,
  financialFinancialList,
  financialFinancialProduct,
  homeAd,
  homeColumDetail,
  homeNoticeDetail,
  homeNotice,
  homeParameters,
  memberBindInviter,
  memberChangePassword,
  memberLogin,
  memberLoginNonce,
  memberLogout,
  memberManagerUser,
  memberModifyUserRemark,
  memberReferenceInfo,
  memberReferenceList,
  memberRegist,
  memberUserInfo,
  productBtcwPledge,
  productBtcwRecharge,
  productCancelDevice,
  productClaimTransfer,
  productLockDevice,
  productOrder,
  productSearchDevice,
  productUnclaimedTransfers,
];
