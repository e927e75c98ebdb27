import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import {
  idempotencyKeySchema,
  idSchema,
  positiveDecimalAmountSchema,
  timestampSchema,
} from '../schemas/common';
import { financialDaysSchema } from '../schemas/financial';

/** Buys a product for one of its offered terms, paid from the platform balance. */
export const financialBuyFinancialProduct = defineEndpoint({
  path: 'financial/buyFinancialProduct',
  request: (z) =>
    z.strictObject({
      productId: idSchema(z),
      days: financialDaysSchema(z),
      amount: positiveDecimalAmountSchema(z),
      idempotencyKey: idempotencyKeySchema(z),
    }),
  response: (z) =>
    z.object({
      orderId: idSchema(z),
      /** When the platform recorded the order and when it matures, as its record says (optional). */
      createdAt: z.optional(timestampSchema(z)),
      maturesAt: z.optional(timestampSchema(z)),
    }),
  auth: true,
  singlePost: true,
  refusalShownByForm: true,
});

export type BuyFinancialProductInput = EndpointRequest<typeof financialBuyFinancialProduct>;

export const buyFinancialProductMutationOptions = () =>
  mutationOptions({
    mutationKey: ['financial', 'buyFinancialProduct'],
    mutationFn: (input: BuyFinancialProductInput) => apiRequest(financialBuyFinancialProduct, input),
  });
