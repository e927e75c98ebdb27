import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { addressSchema, loginPasswordSchema } from '../schemas/common';

export const memberLogin = defineEndpoint({
  path: 'member/login',
  request: z.object({ account: addressSchema, password: loginPasswordSchema }),
  response: z.object({ token: z.string().check(z.minLength(1)) }),
  auth: false,
  singlePost: true,
});

export type LoginInput = z.input<typeof memberLogin.request>;

export const loginMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'login'],
    mutationFn: (input: LoginInput) => apiRequest(memberLogin, input),
  });
