import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { addressSchema } from '../schemas/common';

/** Sets the inviter once: already bound is 409; self, a non-member or a cycle is 422. */
export const memberBindInviter = defineEndpoint({
  path: 'member/bindInviter',
  request: (z) => z.strictObject({ inviter: addressSchema(z) }),
  response: (z) => z.null(),
  auth: true,
  singlePost: true,
  refusalShownByForm: true,
});

export type BindInviterInput = EndpointRequest<typeof memberBindInviter>;

export const bindInviterMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'bindInviter'],
    mutationFn: (input: BindInviterInput) => apiRequest(memberBindInviter, input),
  });
