import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { emptyRequestSchema, idSchema } from '../schemas/common';

export const adSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    /** Absolute URL or a path on the app's origin. */
    imageUrl: z.string().check(z.minLength(1)),
    /** An app route (`/pages/...`) or an https URL; null = not clickable. */
    linkUrl: z.nullable(z.string().check(z.minLength(1))),
    title: z.string(),
  }),
);
export type Ad = Infer<typeof adSchema>;

/** Home swiper banners in display order (a short list, not paged). */
export const homeAd = defineEndpoint({
  path: 'home/ad',
  request: emptyRequestSchema,
  response: (z) => z.array(adSchema(z)),
  auth: false,
  singlePost: false,
});

export const adsQueryOptions = (account: string | undefined, locale: Locale) =>
  queryOptions({
    queryKey: ['home', 'ad', { account: account?.toLowerCase() ?? null, locale }],
    queryFn: ({ signal }) => apiRequest(homeAd, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
