import { memberReferenceInfo } from '@/lib/api/endpoints/member-reference-info';
import { communityFigures } from '../../community/community';
import { formatBtcw } from '../../money';
import { memberRoute } from '../api-route';

export const memberReferenceInfoRoute = memberRoute(
  memberReferenceInfo,
  async (_input, { db, member, now }) => {
    const figures = await communityFigures(db, member.id, now());
    return {
      financialAmount: formatBtcw(figures.financialAmountWei),
      communityPerformance: formatBtcw(figures.communityPerformanceWei),
      sharerCount: figures.sharerCount,
      memberCount: figures.memberCount,
    };
  },
);
