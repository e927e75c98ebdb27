import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { decimalAmountSchema, emptyRequestSchema } from '../schemas/common';

/** Moves all released linear earnings to the balance; nothing to release is 422. */
export const assetReleaseEarnings = defineEndpoint({
  path: 'asset/releaseEarnings',
  request: emptyRequestSchema,
  response: z.object({ released: decimalAmountSchema }),
  auth: true,
  singlePost: true,
});

export type ReleaseEarningsResult = z.infer<typeof assetReleaseEarnings.response>;

export const releaseEarningsMutationOptions = () =>
  mutationOptions({
    mutationKey: ['asset', 'releaseEarnings'],
    mutationFn: () => apiRequest(assetReleaseEarnings, undefined),
  });
