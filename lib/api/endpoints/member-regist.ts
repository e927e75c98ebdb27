import * as z from 'zod/mini';
import { mutationOptions } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { defineEndpoint } from '../define-endpoint';
import { addressSchema, newPasswordSchema } from '../schemas/common';

export const memberRegist = defineEndpoint({
  path: 'member/regist',
  request: z.object({
    account: addressSchema,
    password: newPasswordSchema,
    /** Inviter's wallet address (the `c` of an invite link). */
    inviter: addressSchema,
  }),
  response: z.object({ token: z.string().check(z.minLength(1)) }),
  auth: false,
  singlePost: true,
});

export type RegisterInput = z.input<typeof memberRegist.request>;

export const registerMutationOptions = () =>
  mutationOptions({
    mutationKey: ['member', 'regist'],
    mutationFn: (input: RegisterInput) => apiRequest(memberRegist, input),
  });
