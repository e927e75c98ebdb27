import { mutationOptions } from '@tanstack/react-query';
import { deviceTokensPart } from '@/lib/state/device-tokens-part';
import { apiRequest, type RequestOptions } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { addressSchema, newPasswordSchema } from '../schemas/common';
import { deviceTokenSchema } from '../schemas/login-proof';

export const memberRegist = defineEndpoint({
  path: 'member/regist',
  request: (z) =>
    z.object({
      account: addressSchema(z),
      password: newPasswordSchema(z),
      /** Inviter's wallet address (the `c` of an invite link). */
      inviter: addressSchema(z),
    }),
  response: (z) =>
    z.object({
      token: z.string().check(z.minLength(1)),
      /** As `member/login`'s: keep it for this account and send it with its logins. */
      deviceToken: z.optional(deviceTokenSchema(z)),
    }),
  auth: false,
  singlePost: true,
  refusalShownByForm: true,
});

export type RegisterInput = EndpointRequest<typeof memberRegist>;

/** `onBusyRetry`: the platform was busy and the registration goes again by itself (the form says so). */
export const registerMutationOptions = ({ onBusyRetry }: Pick<RequestOptions, 'onBusyRetry'> = {}) =>
  mutationOptions({
    mutationKey: ['member', 'regist'],
    mutationFn: async (input: RegisterInput) => {
      const result = await apiRequest(memberRegist, input, { onBusyRetry });
      // The registering app is a trusted device: its next logins to the account send this.
      const store = await deviceTokensPart.load().catch(() => undefined);
      await store?.rememberDeviceToken(input.account, result.deviceToken);
      return result;
    },
  });
