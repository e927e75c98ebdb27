import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest, type EndpointResult } from '../define-endpoint';
import { txHashSchema } from '../schemas/common';
import { pledgeStatusSchema } from '../schemas/stake';

/**
 * Claims one of the member's unclaimed transfers with one tap (added endpoint): for their unpaid
 * stake order when it pays it exactly, otherwise as a recharge of its value. Not listed → 404.
 */
export const productClaimTransfer = defineEndpoint({
  path: 'product/claimTransfer',
  request: (z) => z.strictObject({ txHash: txHashSchema(z) }),
  response: (z) => z.object({ purpose: z.enum(['stake', 'recharge']), status: pledgeStatusSchema(z) }),
  auth: true,
  singlePost: true,
  // The unclaimed-transfer card shows the refusal under its Claim button.
  refusalShownByForm: true,
});

export type ClaimTransferInput = EndpointRequest<typeof productClaimTransfer>;
export type ClaimTransferResult = EndpointResult<typeof productClaimTransfer>;

export const claimTransferMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'claimTransfer'],
    mutationFn: (input: ClaimTransferInput) => apiRequest(productClaimTransfer, input),
  });
