import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { addressSchema, newPasswordSchema } from '../schemas/common';

export const memberRegist = defineEndpoint({
  path: 'member/regist',
  request: (z) =>
    z.object({
      account: addressSchema(z),
      password: newPasswordSchema(z),
      /** Inviter's wallet address (the `c` of an invite link). */
      inviter: addressSchema(z),
    }),
  response: (z) => z.object({ token: z.string().check(z.minLength(1)) }),
  auth: false,
  singlePost: true,
  refusalShownByForm: true,
});

export type RegisterInput = EndpointRequest<typeof memberRegist>;

export const registerMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'regist'],
    mutationFn: (input: RegisterInput) => apiRequest(memberRegist, input),
  });
