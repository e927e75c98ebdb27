import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { accountHoldFields } from '../schemas/account-hold';
import {
  addressSchema,
  emptyRequestSchema,
  signedDecimalAmountSchema,
  timestampSchema,
} from '../schemas/common';

export const userInfoSchema = schema((z) =>
  z.object({
    id: z.number().check(z.int()),
    account: addressSchema(z),
    inviter: z.nullable(addressSchema(z)),
    /**
     * Whether the member may bind an inviter (`member/bindInviter`): no inviter yet and not the root
     * member, who has none by design. Absent: as `inviter === null`.
     */
    canBindInviter: z.optional(z.boolean()),
    /**
     * Platform balance in BTCW (decimal string). Negative only on a held account: a reversed payment
     * the balance could not cover ("-100").
     */
    balance: signedDecimalAmountSchema(z),
    registeredAt: timestampSchema(z),
    ...accountHoldFields(z),
  }),
);
export type UserInfo = Infer<typeof userInfoSchema>;

export const memberUserInfo = defineEndpoint({
  path: 'member/userInfo',
  request: emptyRequestSchema,
  response: userInfoSchema,
  auth: true,
  singlePost: false,
});

/** Keyed by the logged-in account so two wallets never share a cache entry. */
export const userInfoQueryOptions = (account: string | undefined, token: string | null) =>
  queryOptions({
    queryKey: ['member', 'userInfo', { account: account?.toLowerCase() ?? null }],
    queryFn: ({ signal }) => apiRequest(memberUserInfo, undefined, { signal }),
    enabled: Boolean(token),
  });
