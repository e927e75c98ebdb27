import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';

export const columKeySchema = schema((z) => z.enum(['aboutUs', 'privacyPolicy']));
export type ColumKey = Infer<typeof columKeySchema>;

export const columDetailSchema = schema((z) =>
  z.object({
    title: z.string(),
    /** Admin-authored HTML, allow-list sanitised by the server when saved. */
    contentHtml: z.string(),
  }),
);
export type ColumDetail = Infer<typeof columDetailSchema>;

/** A fixed content page ("column"): About us, Privacy Policy. */
export const homeColumDetail = defineEndpoint({
  path: 'home/columDetail',
  request: (z) => z.strictObject({ key: columKeySchema(z) }),
  response: columDetailSchema,
  auth: false,
  singlePost: false,
});

export const columDetailQueryOptions = (account: string | undefined, locale: Locale, key: ColumKey) =>
  queryOptions({
    queryKey: ['home', 'columDetail', { account: account?.toLowerCase() ?? null, locale, key }],
    queryFn: ({ signal }) => apiRequest(homeColumDetail, { key }, { signal }),
    staleTime: 5 * 60_000,
  });
