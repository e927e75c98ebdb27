import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest, type EndpointResult } from '../define-endpoint';
import {
  decimalAmountSchema,
  idempotencyKeySchema,
  idSchema,
  loginPasswordSchema,
  positiveDecimalAmountSchema,
  timestampSchema,
} from '../schemas/common';

/**
 * Requests a withdrawal from the platform balance to the member's wallet. The amount leaves
 * the balance at once; a Failed withdrawal is refunded. A wrong password is 422, never 401
 * (401 would log the member out).
 */
export const assetCash = defineEndpoint({
  path: 'asset/cash',
  request: (z) =>
    z.strictObject({
      amount: positiveDecimalAmountSchema(z),
      password: loginPasswordSchema(z),
      idempotencyKey: idempotencyKeySchema(z),
    }),
  response: (z) =>
    z.object({
      withdrawalId: idSchema(z),
      fee: decimalAmountSchema(z),
      /** What reaches the wallet: amount − fee. */
      arrival: decimalAmountSchema(z),
      status: z.literal('Auditing'),
      /**
       * When the platform recorded it, as its record says (optional: a platform may not send it; the
       * app then shows the time the member confirmed).
       */
      createdAt: z.optional(timestampSchema(z)),
    }),
  auth: true,
  singlePost: true,
  refusalShownByForm: true,
});

export type CashInput = EndpointRequest<typeof assetCash>;
export type CashResult = EndpointResult<typeof assetCash>;

export const cashMutationOptions = () =>
  mutationOptions({
    mutationKey: ['asset', 'cash'],
    mutationFn: (input: CashInput) => apiRequest(assetCash, input),
  });
