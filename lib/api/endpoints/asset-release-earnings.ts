import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointResult } from '../define-endpoint';
import { decimalAmountSchema, emptyRequestSchema, timestampSchema } from '../schemas/common';

/** Moves all released linear earnings to the balance; nothing to release is 422. */
export const assetReleaseEarnings = defineEndpoint({
  path: 'asset/releaseEarnings',
  request: emptyRequestSchema,
  response: (z) =>
    z.object({
      released: decimalAmountSchema(z),
      /** When the platform recorded the release, as the balance record says (optional). */
      createdAt: z.optional(timestampSchema(z)),
    }),
  auth: true,
  singlePost: true,
  refusalShownByForm: true,
});

export type ReleaseEarningsResult = EndpointResult<typeof assetReleaseEarnings>;

export const releaseEarningsMutationOptions = () =>
  mutationOptions({
    mutationKey: ['asset', 'releaseEarnings'],
    mutationFn: () => apiRequest(assetReleaseEarnings, undefined),
  });
