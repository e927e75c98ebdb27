import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { addressSchema, loginPasswordSchema } from '../schemas/common';

export const memberLogin = defineEndpoint({
  path: 'member/login',
  request: (z) => z.object({ account: addressSchema(z), password: loginPasswordSchema(z) }),
  response: (z) => z.object({ token: z.string().check(z.minLength(1)) }),
  auth: false,
  singlePost: true,
  refusalShownByForm: true,
});

export type LoginInput = EndpointRequest<typeof memberLogin>;

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'login'],
    mutationFn: (input: LoginInput) => apiRequest(memberLogin, input),
  });
