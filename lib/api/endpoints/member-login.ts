import { mutationOptions } from '@tanstack/react-query';
import { composeLoginRequest, type WalletProof } from '@/lib/auth/login-request';
import { deviceTokensPart } from '@/lib/state/device-tokens-part';
import { apiRequest, type RequestOptions } from '../client';
import { defineEndpoint, type EndpointRequest } from '../define-endpoint';
import { addressSchema, loginPasswordSchema } from '../schemas/common';
import { deviceTokenSchema, loginNonceSchema, walletSignatureSchema } from '../schemas/login-proof';

/**
 * Logs in with the wallet address and the password. Optional proofs that this is the owner keep a
 * stranger's failed logins from delaying it: `deviceToken` (this app logged in to the account
 * before), or `nonce` + `signature` (the wallet signed `member/loginNonce`'s message). Send the
 * device token only to a platform that gave one.
 */
export const memberLogin = defineEndpoint({
  path: 'member/login',
  request: (z) =>
    z.object({
      account: addressSchema(z),
      password: loginPasswordSchema(z),
      deviceToken: z.optional(deviceTokenSchema(z)),
      nonce: z.optional(loginNonceSchema(z)),
      signature: z.optional(walletSignatureSchema(z)),
    }),
  response: (z) =>
    z.object({
      token: z.string().check(z.minLength(1)),
      /** Keep it for this account and send it with its next logins (a new one may replace it). */
      deviceToken: z.optional(deviceTokenSchema(z)),
    }),
  auth: false,
  singlePost: true,
  refusalShownByForm: true,
});

export type LoginInput = EndpointRequest<typeof memberLogin>;

/** What the login form sends: the device token is added here, the wallet's proof when there is one. */
export interface LoginAttempt {
  account: `0x${string}`;
  password: string;
  proof?: WalletProof | undefined;
}

/**
 * Logs in with this device's token for the account, and keeps the token the platform answers.
 * `onBusyRetry`: the platform was busy and the login goes again by itself (the form says so).
 */
export const loginMutationOptions = ({ onBusyRetry }: Pick<RequestOptions, 'onBusyRetry'> = {}) =>
  mutationOptions({
    mutationKey: ['member', 'login'],
    mutationFn: async ({ account, password, proof }: LoginAttempt) => {
      // Without the store (its code could not load) the login goes without a token, as before.
      const tokens = await deviceTokensPart.load().catch(() => undefined);
      const body: LoginInput = composeLoginRequest({
        account,
        password,
        deviceToken: await tokens?.deviceTokenFor(account),
        proof,
      });
      const result = await apiRequest(memberLogin, body, { onBusyRetry });
      // Asked again: a store that could not load before the login may have come since.
      const store = tokens ?? (await deviceTokensPart.load().catch(() => undefined));
      await store?.rememberDeviceToken(account, result.deviceToken);
      return result;
    },
  });
