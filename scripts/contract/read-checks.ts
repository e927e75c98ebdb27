import type { EndpointDefinition } from '@/lib/api/define-endpoint';
import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { assetCashRecord } from '@/lib/api/endpoints/asset-cash-record';
import { assetFlowRecord } from '@/lib/api/endpoints/asset-flow-record';
import { financialEndFinancialList } from '@/lib/api/endpoints/financial-end-financial-list';
import { financialFinancialList } from '@/lib/api/endpoints/financial-financial-list';
import { financialFinancialProduct } from '@/lib/api/endpoints/financial-financial-product';
import { homeAd } from '@/lib/api/endpoints/home-ad';
import { homeColumDetail } from '@/lib/api/endpoints/home-colum-detail';
import { homeNotice } from '@/lib/api/endpoints/home-notice';
import { homeParameters } from '@/lib/api/endpoints/home-parameters';
import { memberReferenceInfo } from '@/lib/api/endpoints/member-reference-info';
import { memberReferenceList } from '@/lib/api/endpoints/member-reference-list';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { productOrder } from '@/lib/api/endpoints/product-order';
import { productSearchDevice } from '@/lib/api/endpoints/product-search-device';
import { productUnclaimedTransfers } from '@/lib/api/endpoints/product-unclaimed-transfers';

/** One call the contract check makes: an endpoint and the body it sends. */
export interface ReadCheck {
  /** Shown in the report: the path, plus what tells two calls of one endpoint apart. */
  label: string;
  endpoint: EndpointDefinition;
  body: unknown;
}

const firstPage = { page: 1, pageSize: 10 };

/**
 * The calls that only read: nothing here moves money or changes data (a logged-in read only
 * touches the session). `hashrateId` adds `product/searchDevice` for that device.
 */
export function readChecks(options: { hashrateId?: string | undefined } = {}): ReadCheck[] {
  const checks: ReadCheck[] = [
    { label: memberUserInfo.path, endpoint: memberUserInfo, body: {} },
    { label: homeParameters.path, endpoint: homeParameters, body: {} },
    { label: homeNotice.path, endpoint: homeNotice, body: firstPage },
    { label: homeAd.path, endpoint: homeAd, body: {} },
    { label: `${homeColumDetail.path} aboutUs`, endpoint: homeColumDetail, body: { key: 'aboutUs' } },
    {
      label: `${homeColumDetail.path} privacyPolicy`,
      endpoint: homeColumDetail,
      body: { key: 'privacyPolicy' },
    },
  ];
  if (options.hashrateId !== undefined) {
    checks.push({
      label: `${productSearchDevice.path} ${options.hashrateId}`,
      endpoint: productSearchDevice,
      body: { hashrateId: options.hashrateId },
    });
  }
  checks.push(
    { label: productOrder.path, endpoint: productOrder, body: firstPage },
    { label: productUnclaimedTransfers.path, endpoint: productUnclaimedTransfers, body: {} },
    { label: assetAssetInfo.path, endpoint: assetAssetInfo, body: {} },
    ...(['income', 'balance', 'recharge'] as const).map((type) => ({
      label: `${assetFlowRecord.path} ${type}`,
      endpoint: assetFlowRecord,
      body: { ...firstPage, type },
    })),
    { label: assetCashRecord.path, endpoint: assetCashRecord, body: firstPage },
    { label: financialFinancialProduct.path, endpoint: financialFinancialProduct, body: {} },
    { label: financialFinancialList.path, endpoint: financialFinancialList, body: firstPage },
    { label: financialEndFinancialList.path, endpoint: financialEndFinancialList, body: firstPage },
    { label: memberReferenceInfo.path, endpoint: memberReferenceInfo, body: {} },
    { label: memberReferenceList.path, endpoint: memberReferenceList, body: firstPage },
  );
  return checks;
}
