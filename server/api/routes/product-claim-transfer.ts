import { productClaimTransfer } from '@/lib/api/endpoints/product-claim-transfer';
import { claimUnclaimedTransfer } from '../../payments/unclaimed-transfers';
import { memberRoute } from '../api-route';

export const productClaimTransferRoute = memberRoute(productClaimTransfer, async ({ txHash }, ctx) =>
  claimUnclaimedTransfer(ctx, ctx.member, txHash),
);
