import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { idempotencyKeySchema, idSchema, positiveDecimalAmountSchema } from '../schemas/common';
import { financialDaysSchema } from '../schemas/financial';

/** Buys a product for one of its offered terms, paid from the platform balance. */
export const financialBuyFinancialProduct = defineEndpoint({
  path: 'financial/buyFinancialProduct',
  request: z.strictObject({
    productId: idSchema,
    days: financialDaysSchema,
    amount: positiveDecimalAmountSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: z.object({ orderId: idSchema }),
  auth: true,
  singlePost: true,
});

export type BuyFinancialProductInput = z.input<typeof financialBuyFinancialProduct.request>;

export const buyFinancialProductMutationOptions = () =>
  mutationOptions({
    mutationKey: ['financial', 'buyFinancialProduct'],
    mutationFn: (input: BuyFinancialProductInput) => apiRequest(financialBuyFinancialProduct, input),
  });
