import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { addressSchema } from '../schemas/common';

/** Sets the inviter once: already bound is 409; self, a non-member or a cycle is 422. */
export const memberBindInviter = defineEndpoint({
  path: 'member/bindInviter',
  request: z.strictObject({ inviter: addressSchema }),
  response: z.null(),
  auth: true,
  singlePost: true,
});

export type BindInviterInput = z.input<typeof memberBindInviter.request>;

export const bindInviterMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'bindInviter'],
    mutationFn: (input: BindInviterInput) => apiRequest(memberBindInviter, input),
  });
