import { productUnclaimedTransfers } from '@/lib/api/endpoints/product-unclaimed-transfers';
import { listUnclaimed } from '../../payments/unclaimed-transfers';
import { memberRoute } from '../api-route';

export const productUnclaimedTransfersRoute = memberRoute(productUnclaimedTransfers, async (_input, ctx) => ({
  list: (await listUnclaimed(ctx.db, ctx.now(), ctx.member.id)).map(({ txHash, amount, seenAt }) => ({
    txHash,
    amount,
    seenAt,
  })),
}));
