import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { idSchema } from '../schemas/common';

/** Releases a lock whose payment the member abandoned (e.g. refused in the wallet). */
export const productCancelDevice = defineEndpoint({
  path: 'product/cancelDevice',
  request: (z) => z.strictObject({ orderId: idSchema(z) }),
  response: (z) => z.null(),
  auth: true,
  singlePost: true,
});

export type CancelDeviceInput = EndpointRequest<typeof productCancelDevice>;
