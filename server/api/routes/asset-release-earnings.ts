import { assetReleaseEarnings } from '@/lib/api/endpoints/asset-release-earnings';
import { formatBtcw } from '../../money';
import { releaseEarnings } from '../../payments/assets';
import { memberRoute } from '../api-route';

export const assetReleaseEarningsRoute = memberRoute(
  assetReleaseEarnings,
  async (_input, { db, member, now }) => {
    const at = now();
    return { released: formatBtcw(await releaseEarnings(db, member.id, at)), createdAt: at.toISOString() };
  },
);
