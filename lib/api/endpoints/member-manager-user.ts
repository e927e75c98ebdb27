import * as z from 'zod/mini';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import {
  decimalAmountSchema,
  idSchema,
  pageRequestSchema,
  pagedResultSchema,
  timestampSchema,
} from '../schemas/common';
import { financialOrderStatusSchema } from '../schemas/financial';
import { stakeOrderStatusSchema } from '../schemas/stake';
import { inviteeSchema } from './member-reference-list';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

/** One order of an invitee, stake or financial. */
export const inviteeOrderSchema = z.object({
  id: idSchema,
  kind: z.enum(['stake', 'financial']),
  /** Hashrate ID of a stake, product name of a financial order. */
  name: z.string(),
  amount: decimalAmountSchema,
  days: z.number().check(z.int(), z.positive()),
  status: z.union([stakeOrderStatusSchema, financialOrderStatusSchema]),
  createdAt: timestampSchema,
});
export type InviteeOrder = z.infer<typeof inviteeOrderSchema>;

/**
 * One direct invitee's detail and order list (team/info). The page of orders is the paged
 * part; `member` repeats on every page. Not a direct invitee of the caller: 404.
 */
export const memberManagerUser = defineEndpoint({
  path: 'member/managerUser',
  request: z.strictObject({ ...pageRequestSchema.shape, memberId: idSchema }),
  response: z.extend(pagedResultSchema(inviteeOrderSchema), { member: inviteeSchema }),
  auth: true,
  singlePost: false,
});

export type ManagerUserResult = z.infer<typeof memberManagerUser.response>;

export const inviteeDetailQueryOptions = (
  account: string | undefined,
  memberId: number,
  pageSize = DEFAULT_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: ['member', 'managerUser', { account: account?.toLowerCase() ?? null, memberId, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(memberManagerUser, { memberId, page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account) && Number.isInteger(memberId) && memberId > 0,
  });
