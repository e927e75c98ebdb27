import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import {
  decimalAmountSchema,
  idempotencyKeySchema,
  idSchema,
  loginPasswordSchema,
  positiveDecimalAmountSchema,
} from '../schemas/common';

/**
 * Requests a withdrawal from the platform balance to the member's wallet. The amount leaves
 * the balance at once; a Failed withdrawal is refunded. A wrong password is 422, never 401
 * (401 would log the member out).
 */
export const assetCash = defineEndpoint({
  path: 'asset/cash',
  request: z.strictObject({
    amount: positiveDecimalAmountSchema,
    password: loginPasswordSchema,
    idempotencyKey: idempotencyKeySchema,
  }),
  response: z.object({
    withdrawalId: idSchema,
    fee: decimalAmountSchema,
    /** What reaches the wallet: amount − fee. */
    arrival: decimalAmountSchema,
    status: z.literal('Auditing'),
  }),
  auth: true,
  singlePost: true,
});

export type CashInput = z.input<typeof assetCash.request>;
export type CashResult = z.infer<typeof assetCash.response>;

export const cashMutationOptions = () =>
  mutationOptions({
    mutationKey: ['asset', 'cash'],
    mutationFn: (input: CashInput) => apiRequest(assetCash, input),
  });
