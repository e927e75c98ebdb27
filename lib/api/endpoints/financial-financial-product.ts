import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { schema, type Infer } from '../schema';
import { decimalAmountSchema, emptyRequestSchema, idSchema, rateSchema } from '../schemas/common';
import { financialDaysSchema } from '../schemas/financial';

export const financialProductSchema = schema((z) =>
  z.object({
    id: idSchema(z),
    name: z.string(),
    /** Daily rate (fraction): earnings = amount × rate × days. */
    rate: rateSchema(z),
    /** Share of gross earnings kept as the management fee (fraction). */
    managementFeeRate: rateSchema(z),
    /** Term lengths the member may choose, ascending. */
    days: z.array(financialDaysSchema(z)).check(z.minLength(1)),
    /** Smallest amount per purchase. */
    minAmount: decimalAmountSchema(z),
    /** Largest amount per purchase; null = only the remaining quota limits it. */
    maxAmount: z.nullable(decimalAmountSchema(z)),
    /** Total the product may sell. */
    quota: decimalAmountSchema(z),
    sold: decimalAmountSchema(z),
    /** notOpen shows "Not Open Yet" and cannot be bought. */
    status: z.enum(['open', 'notOpen']),
  }),
);
export type FinancialProduct = Infer<typeof financialProductSchema>;

/** All financial products in display order (a short list, not paged). */
export const financialFinancialProduct = defineEndpoint({
  path: 'financial/financialProduct',
  request: emptyRequestSchema,
  response: (z) => z.array(financialProductSchema(z)),
  auth: true,
  singlePost: false,
});

export const financialProductsQueryOptions = (account: string | undefined, locale: Locale) =>
  queryOptions({
    queryKey: ['financial', 'financialProduct', { account: account?.toLowerCase() ?? null, locale }],
    queryFn: ({ signal }) => apiRequest(financialFinancialProduct, undefined, { signal }),
    enabled: Boolean(account),
  });
