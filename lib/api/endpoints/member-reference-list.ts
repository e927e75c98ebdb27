import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import {
  addressSchema,
  decimalAmountSchema,
  idSchema,
  pageListRequestSchema,
  pagedResultSchema,
  timestampSchema,
} from '../schemas/common';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

export const inviteeSchema = schema((z) =>
  z.object({
    /** Member id, what modifyUserRemark and managerUser take. */
    id: idSchema(z),
    account: addressSchema(z),
    joinedAt: timestampSchema(z),
    /** The invitee's own stake plus financial principal plus that of everyone below them. */
    performance: decimalAmountSchema(z),
    remark: z.nullable(z.string()),
  }),
);
export type Invitee = Infer<typeof inviteeSchema>;

/** The member's direct invitees, newest first. */
export const memberReferenceList = defineEndpoint({
  path: 'member/referenceList',
  request: pageListRequestSchema,
  response: pagedResultSchema(inviteeSchema),
  auth: true,
  singlePost: false,
});

export const inviteesQueryOptions = (account: string | undefined, pageSize = DEFAULT_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: ['member', 'referenceList', { account: account?.toLowerCase() ?? null, pageSize }],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(memberReferenceList, { page: pageParam, pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: Boolean(account),
  });
