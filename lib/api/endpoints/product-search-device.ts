import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { decimalAmountSchema, idSchema } from '../schemas/common';
import { deviceStatusSchema, hashrateIdSchema } from '../schemas/stake';

export const deviceSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    hashrateId: hashrateIdSchema(z),
    /** BTCW to pay to stake this device. */
    stakeAmount: decimalAmountSchema(z),
    stakeDays: z.number().check(z.int(), z.positive()),
    /** BTCW the device produces per day while staked. */
    dailyOutput: decimalAmountSchema(z),
    status: deviceStatusSchema(z),
  }),
);
export type Device = Infer<typeof deviceSchema>;

export const productSearchDevice = defineEndpoint({
  path: 'product/searchDevice',
  request: (z) => z.strictObject({ hashrateId: hashrateIdSchema(z) }),
  response: deviceSchema,
  auth: true,
  // A lookup, not a submit: it must not collide with a stake being submitted.
  singlePost: false,
});

export type SearchDeviceInput = EndpointRequest<typeof productSearchDevice>;

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
