import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { decimalAmountSchema, idSchema } from '../schemas/common';
import { deviceStatusSchema, hashrateIdSchema } from '../schemas/stake';

export const deviceSchema = z.object({
  id: idSchema,
  hashrateId: hashrateIdSchema,
  /** BTCW to pay to stake this device. */
  stakeAmount: decimalAmountSchema,
  stakeDays: z.number().check(z.int(), z.positive()),
  /** BTCW the device produces per day while staked. */
  dailyOutput: decimalAmountSchema,
  status: deviceStatusSchema,
});
export type Device = z.infer<typeof deviceSchema>;

export const productSearchDevice = defineEndpoint({
  path: 'product/searchDevice',
  request: z.strictObject({ hashrateId: hashrateIdSchema }),
  response: deviceSchema,
  auth: true,
  // A lookup, not a submit: it must not collide with a stake being submitted.
  singlePost: false,
});

export type SearchDeviceInput = z.input<typeof productSearchDevice.request>;

export const searchDeviceQueryOptions = (account: string | undefined, hashrateId: string) => {
  const id = hashrateId.trim();
  return queryOptions({
    queryKey: ['product', 'searchDevice', { account: account?.toLowerCase() ?? null, hashrateId: id }],
    queryFn: ({ signal }) => apiRequest(productSearchDevice, { hashrateId: id }, { signal }),
    enabled: Boolean(account) && id !== '',
    // "Not found" is an answer (body code 404 + toast); retrying would only repeat the toast.
    retry: false,
    staleTime: 0,
  });
};
