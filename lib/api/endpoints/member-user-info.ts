import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { addressSchema, decimalAmountSchema, emptyRequestSchema, timestampSchema } from '../schemas/common';

export const userInfoSchema = z.object({
  id: z.number().check(z.int()),
  account: addressSchema,
  inviter: z.nullable(addressSchema),
  /** Platform balance in BTCW (decimal string). */
  balance: decimalAmountSchema,
  registeredAt: timestampSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

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
