import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { decimalAmountSchema, emptyRequestSchema } from '../schemas/common';

/** "My Community" header. */
export const referenceInfoSchema = schema((z) =>
  z.object({
    /** The member's own principal in running (Stake) financial orders. */
    financialAmount: decimalAmountSchema(z),
    /** Stake plus financial principal of everyone below the member, at any depth. */
    communityPerformance: decimalAmountSchema(z),
    /** Direct invitees. */
    sharerCount: z.number().check(z.int(), z.minimum(0)),
    /** Everyone below the member, at any depth. */
    memberCount: z.number().check(z.int(), z.minimum(0)),
  }),
);
export type ReferenceInfo = Infer<typeof referenceInfoSchema>;

export const memberReferenceInfo = defineEndpoint({
  path: 'member/referenceInfo',
  request: emptyRequestSchema,
  response: referenceInfoSchema,
  auth: true,
  singlePost: false,
});

export const referenceInfoQueryOptions = (account: string | undefined) =>
  queryOptions({
    queryKey: ['member', 'referenceInfo', { account: account?.toLowerCase() ?? null }],
    queryFn: ({ signal }) => apiRequest(memberReferenceInfo, undefined, { signal }),
    enabled: Boolean(account),
  });
