import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { addressSchema, decimalAmountSchema, idSchema, timestampSchema } from '../schemas/common';

/** Reserves a device for the member and opens a payment intent (the stake order). */
export const productLockDevice = defineEndpoint({
  path: 'product/lockDevice',
  request: z.strictObject({
    deviceId: idSchema,
    /** Wallet that will pay; the server checks the payment's sender against it. */
    from: addressSchema,
  }),
  response: z.object({
    /** Payment intent id, used by cancelDevice and bTCWPledge. */
    orderId: idSchema,
    /** Exact BTCW value the payment transaction must carry. */
    amount: decimalAmountSchema,
    treasuryAddress: addressSchema,
    /** The lock lapses (device available again) if no payment is reported by then. */
    expiresAt: timestampSchema,
  }),
  auth: true,
  singlePost: true,
});

export type LockDeviceInput = z.input<typeof productLockDevice.request>;
export type LockDeviceResult = z.infer<typeof productLockDevice.response>;

export const lockDeviceMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'lockDevice'],
    mutationFn: (input: LockDeviceInput) => apiRequest(productLockDevice, input),
  });
