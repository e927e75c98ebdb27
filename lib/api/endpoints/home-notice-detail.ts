import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { idSchema, timestampSchema } from '../schemas/common';
import { noticeKindSchema } from '../schemas/notice';

export const noticeDetailSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    title: z.string(),
    /** Admin-authored HTML, allow-list sanitised by the server when saved. */
    contentHtml: z.string(),
    createdAt: timestampSchema(z),
    kind: noticeKindSchema(z),
  }),
);
export type NoticeDetail = Infer<typeof noticeDetailSchema>;

export const homeNoticeDetail = defineEndpoint({
  path: 'home/noticeDetail',
  request: (z) => z.strictObject({ id: idSchema(z) }),
  response: noticeDetailSchema,
  auth: false,
  singlePost: false,
});

export const noticeDetailQueryOptions = (account: string | undefined, locale: Locale, id: number) =>
  queryOptions({
    queryKey: ['home', 'noticeDetail', { account: account?.toLowerCase() ?? null, locale, id }],
    queryFn: ({ signal }) => apiRequest(homeNoticeDetail, { id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
