import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { idSchema, pageRequestSchema, pagedResultSchema, timestampSchema } from '../schemas/common';
import { noticeKindSchema, type NoticeKind } from '../schemas/notice';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

export const noticeSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    title: z.string(),
    summary: z.nullable(z.string()),
    createdAt: timestampSchema(z),
    kind: noticeKindSchema(z),
  }),
);
export type Notice = Infer<typeof noticeSchema>;

/** Notices and announcements, newest first, in the request's Accept-Language. */
export const homeNotice = defineEndpoint({
  path: 'home/notice',
  request: (z) => z.strictObject({ ...pageRequestSchema(z).shape, kind: z.optional(noticeKindSchema(z)) }),
  response: pagedResultSchema(noticeSchema),
  auth: false,
  singlePost: false,
});

export type NoticeListInput = EndpointRequest<typeof homeNotice>;

/** Keyed by locale too: the server answers in the Accept-Language it receives. */
export const noticesQueryOptions = (
  account: string | undefined,
  locale: Locale,
  kind?: NoticeKind,
  pageSize = DEFAULT_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: [
      'home',
      'notice',
      { account: account?.toLowerCase() ?? null, locale, kind: kind ?? null, pageSize },
    ],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(homeNotice, { page: pageParam, pageSize, kind }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
