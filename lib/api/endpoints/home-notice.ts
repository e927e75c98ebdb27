import * as z from 'zod/mini';
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { idSchema, pageRequestSchema, pagedResultSchema, timestampSchema } from '../schemas/common';
import { noticeKindSchema, type NoticeKind } from '../schemas/notice';
import { DEFAULT_PAGE_SIZE, nextPageParam } from './paging';

export const noticeSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.nullable(z.string()),
  createdAt: timestampSchema,
  kind: noticeKindSchema,
});
export type Notice = z.infer<typeof noticeSchema>;

/** Notices and announcements, newest first, in the request's Accept-Language. */
export const homeNotice = defineEndpoint({
  path: 'home/notice',
  request: z.strictObject({ ...pageRequestSchema.shape, kind: z.optional(noticeKindSchema) }),
  response: pagedResultSchema(noticeSchema),
  auth: false,
  singlePost: false,
});

export type NoticeListInput = z.input<typeof homeNotice.request>;

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
