import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { accountHoldFields } from '../schemas/account-hold';
import { decimalAmountSchema, emptyRequestSchema, signedDecimalAmountSchema } from '../schemas/common';

/** The Property screen's figures (and the Stake screen's totals), all BTCW. */
export const assetInfoSchema = schema((z) =>
  z.object({
    /** Platform balance; the same value as userInfo.balance (negative only on a held account). */
    balance: signedDecimalAmountSchema(z),
    /** Devices currently staked (status Staking). */
    deviceCount: z.number().check(z.int(), z.minimum(0)),
    /** Sum of stakeAmount over Staking orders. */
    totalStaked: decimalAmountSchema(z),
    /** Linear release earnings: released, not yet moved to the balance (what releaseEarnings moves). */
    releasedEarnings: decimalAmountSchema(z),
    /** Linear unreleased quantity: produced but still locked. */
    unreleasedEarnings: decimalAmountSchema(z),
    /** Output of the member's devices today. */
    todayOutput: decimalAmountSchema(z),
    /** Total ever moved from released earnings to the balance. */
    creditedAmount: decimalAmountSchema(z),
    /** Lifetime stake output. */
    stakeEarnings: decimalAmountSchema(z),
    /** Lifetime actual earnings of financial orders. */
    financialEarnings: decimalAmountSchema(z),
    ...accountHoldFields(z),
  }),
);
export type AssetInfo = Infer<typeof assetInfoSchema>;

export const assetAssetInfo = defineEndpoint({
  path: 'asset/assetInfo',
  request: emptyRequestSchema,
  response: assetInfoSchema,
  auth: true,
  singlePost: false,
});

export const assetInfoQueryOptions = (account: string | undefined) =>
  queryOptions({
    queryKey: ['asset', 'assetInfo', { account: account?.toLowerCase() ?? null }],
    queryFn: ({ signal }) => apiRequest(assetAssetInfo, undefined, { signal }),
    enabled: Boolean(account),
  });
