import { apiUrl } from '@/lib/api/client';
import type { EarlyRequest } from '@/lib/api/early-answers';
import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { homeAd } from '@/lib/api/endpoints/home-ad';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { HOME_PATH, PROPERTY_PATH } from '@/lib/routes/route-table';

const early = (endpoint: { path: string; auth: boolean }): EarlyRequest => ({
  path: endpoint.path,
  url: apiUrl(endpoint.path),
  auth: endpoint.auth,
});

/**
 * What a route's HTML asks for before the app loads (lib/api/early-answers.ts): the data behind the
 * screen's largest elements, which the screen shows as soon as they come (early-banner.ts,
 * early-home-balance.ts, early-balance.ts).
 */
export const EARLY_REQUESTS: Readonly<Record<string, readonly EarlyRequest[]>> = {
  [HOME_PATH]: [early(homeAd), early(memberUserInfo)],
  [PROPERTY_PATH]: [early(assetAssetInfo)],
};
