import { defineEndpoint, type EndpointRequest, type EndpointResult } from '../define-endpoint';
import { addressSchema, decimalAmountSchema, idSchema, timestampSchema } from '../schemas/common';

/** Reserves a device for the member and opens a payment intent (the stake order). */
export const productLockDevice = defineEndpoint({
  path: 'product/lockDevice',
  request: (z) =>
    z.strictObject({
      deviceId: idSchema(z),
      /** Wallet that will pay; the server checks the payment's sender against it. */
      from: addressSchema(z),
    }),
  response: (z) =>
    z.object({
      /** Payment intent id, used by cancelDevice and bTCWPledge. */
      orderId: idSchema(z),
      /** Exact BTCW value the payment transaction must carry. */
      amount: decimalAmountSchema(z),
      treasuryAddress: addressSchema(z),
      /** The lock lapses (device available again) if no payment is reported by then. */
      expiresAt: timestampSchema(z),
    }),
  auth: true,
  singlePost: true,
});

export type LockDeviceInput = EndpointRequest<typeof productLockDevice>;
export type LockDeviceResult = EndpointResult<typeof productLockDevice>;
