import { defineEndpoint } from '../define-endpoint';
import { addressSchema, timestampSchema } from '../schemas/common';

/**
 * A single-use challenge for a wallet login: the app has the account's wallet sign `message`
 * (`personal_sign`, exactly as given) and sends `nonce` and the signature with `member/login`.
 * Offered when `home/parameters` answers `walletLogin: true`.
 */
export const memberLoginNonce = defineEndpoint({
  path: 'member/loginNonce',
  request: (z) => z.strictObject({ account: addressSchema(z) }),
  response: (z) =>
    z.object({
      nonce: z.string().check(z.minLength(1), z.maxLength(128)),
      /** What the wallet shows and signs: names the app, the address and the nonce. */
      message: z.string().check(z.minLength(1), z.maxLength(2000)),
      /** After this the challenge is refused: ask for a new one. */
      expiresAt: timestampSchema(z),
    }),
  auth: false,
  singlePost: false,
});
