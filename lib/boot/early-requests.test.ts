import { describe, expect, it } from 'vitest';
import { assetAssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { homeAd } from '@/lib/api/endpoints/home-ad';
import { memberUserInfo } from '@/lib/api/endpoints/member-user-info';
import { EARLY_REQUESTS } from './early-requests';

describe('early requests', () => {
  it('are sent as the endpoints are: the same paths, a session only where the endpoint needs one', () => {
    const endpoints = new Map(
      [homeAd, memberUserInfo, assetAssetInfo].map((endpoint) => [endpoint.path, endpoint]),
    );
    const requests = Object.values(EARLY_REQUESTS).flat();
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      const endpoint = endpoints.get(request.path);
      expect(endpoint, request.path).toBeDefined();
      expect(request.auth).toBe(endpoint?.auth);
    }
  });
});
