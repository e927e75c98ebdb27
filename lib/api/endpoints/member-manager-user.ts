import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointResult } from '../define-endpoint';
import { schema, type Infer } from '../schema';
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
export const inviteeOrderSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    kind: z.enum(['stake', 'financial']),
    /** Hashrate ID of a stake, product name of a financial order. */
    name: z.string(),
    amount: decimalAmountSchema(z),
    days: z.number().check(z.int(), z.positive()),
    status: z.union([stakeOrderStatusSchema(z), financialOrderStatusSchema(z)]),
    createdAt: timestampSchema(z),
  }),
);
export type InviteeOrder = Infer<typeof inviteeOrderSchema>;

/**
 * One direct invitee's detail and order list (team/info). The page of orders is the paged
 * part; `member` repeats on every page. Not a direct invitee of the caller: 404.
 */
export const memberManagerUser = defineEndpoint({
  path: 'member/managerUser',
  request: (z) => z.strictObject({ ...pageRequestSchema(z).shape, memberId: idSchema(z) }),
  response: (z) => z.extend(pagedResultSchema(inviteeOrderSchema)(z), { member: inviteeSchema(z) }),
  auth: true,
  singlePost: false,
});

export type ManagerUserResult = EndpointResult<typeof memberManagerUser>;

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
