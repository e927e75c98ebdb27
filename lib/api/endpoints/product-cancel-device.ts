import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { idSchema } from '../schemas/common';

/** Releases a lock whose payment the member abandoned (e.g. refused in the wallet). */
export const productCancelDevice = defineEndpoint({
  path: 'product/cancelDevice',
  request: z.strictObject({ orderId: idSchema }),
  response: z.null(),
  auth: true,
  singlePost: true,
});

export type CancelDeviceInput = z.input<typeof productCancelDevice.request>;

export const cancelDeviceMutationOptions = () =>
  mutationOptions({
    mutationKey: ['product', 'cancelDevice'],
    mutationFn: (input: CancelDeviceInput) => apiRequest(productCancelDevice, input),
  });
