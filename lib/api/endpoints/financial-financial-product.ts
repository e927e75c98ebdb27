import * as z from 'zod/mini';
import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { decimalAmountSchema, emptyRequestSchema, idSchema, rateSchema } from '../schemas/common';
import { financialDaysSchema } from '../schemas/financial';

export const financialProductSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Daily rate (fraction): earnings = amount × rate × days. */
  rate: rateSchema,
  /** Share of gross earnings kept as the management fee (fraction). */
  managementFeeRate: rateSchema,
  /** Term lengths the member may choose, ascending. */
  days: z.array(financialDaysSchema).check(z.minLength(1)),
  /** Smallest amount per purchase. */
  minAmount: decimalAmountSchema,
  /** Largest amount per purchase; null = only the remaining quota limits it. */
  maxAmount: z.nullable(decimalAmountSchema),
  /** Total the product may sell. */
  quota: decimalAmountSchema,
  sold: decimalAmountSchema,
  /** notOpen shows "Not Open Yet" and cannot be bought. */
  status: z.enum(['open', 'notOpen']),
});
export type FinancialProduct = z.infer<typeof financialProductSchema>;

/** All financial products in display order (a short list, not paged). */
export const financialFinancialProduct = defineEndpoint({
  path: 'financial/financialProduct',
  request: emptyRequestSchema,
  response: z.array(financialProductSchema),
  auth: true,
  singlePost: false,
});

export const financialProductsQueryOptions = (account: string | undefined, locale: Locale) =>
  queryOptions({
    queryKey: ['financial', 'financialProduct', { account: account?.toLowerCase() ?? null, locale }],
    queryFn: ({ signal }) => apiRequest(financialFinancialProduct, undefined, { signal }),
    enabled: Boolean(account),
  });
