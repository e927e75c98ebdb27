import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { addressSchema, decimalAmountSchema, emptyRequestSchema } from '../schemas/common';

/** Project parameters every screen may need (spec "configInfo"). */
export const parametersSchema = schema((z) =>
  z.object({
    chainId: z.number().check(z.int()),
    chainName: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int()),
    /** Where stake and recharge payments go. */
    treasuryAddress: addressSchema(z),
    minRecharge: decimalAmountSchema(z),
    minWithdrawal: decimalAmountSchema(z),
    maxWithdrawal: decimalAmountSchema(z),
    /** Withdrawal fee as a decimal fraction string, e.g. "0.01" = 1 %. */
    withdrawalFeeRate: z.string().check(z.regex(/^(0|[1-9]\d*)(\.\d{1,18})?$/)),
    /** Receipt confirmations the server waits for before crediting a payment. */
    confirmations: z.number().check(z.int(), z.minimum(0)),
    appVersion: z.string(),
    /**
     * The platform offers wallet login (`member/loginNonce`, then `member/login` with `nonce` and
     * `signature`): the login screen shows "Confirm with your wallet". Absent: not offered.
     */
    walletLogin: z.optional(z.boolean()),
  }),
);
export type Parameters = Infer<typeof parametersSchema>;

export const homeParameters = defineEndpoint({
  path: 'home/parameters',
  request: emptyRequestSchema,
  response: parametersSchema,
  auth: false,
  singlePost: false,
});

export const parametersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'parameters'],
    queryFn: ({ signal }) => apiRequest(homeParameters, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
