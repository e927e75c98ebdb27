import { schema } from '../schema';

/**
 * What a login may carry besides the password to show it is the account's owner (docs/server-security.md,
 * "Authentication"). Neither is needed: a login without them works as before.
 */

/**
 * The device token a successful login or registration answered (`deviceToken`), kept by the app per
 * account and sent with that account's next logins: failed logins from other clients do not delay it.
 */
export const deviceTokenSchema = schema((z) => z.string().check(z.minLength(1), z.maxLength(128)));

/** The challenge of `member/loginNonce`, sent back with its signature. */
export const loginNonceSchema = schema((z) => z.string().check(z.minLength(1), z.maxLength(128)));

/** An EIP-191 `personal_sign` signature: 65 bytes (or 64, EIP-2098), hex with 0x. */
export const walletSignatureSchema = schema((z) =>
  z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/, 'invalid_signature')),
);
