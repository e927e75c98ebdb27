/**
 * Wallet login: the owner on a new device proves they hold the account's wallet by signing a fresh,
 * single-use challenge from the server (EIP-191 `personal_sign` of a readable message naming the
 * app, the address and the nonce). A stranger cannot produce that signature, so such a login is not
 * delayed by the account's failed logins; it is still counted per client and in its own budget.
 */
import { randomBytes } from 'node:crypto';
import { getAddress, verifyMessage, type Hex } from 'viem';
import type { Queryable } from '../db/db';

/** How long a challenge may be signed and used (long enough to find the wallet and confirm). */
export const LOGIN_NONCE_TTL_MS = 5 * 60_000;
/** The product name the message shows in the wallet. */
export const WALLET_LOGIN_APP_NAME = 'BTCW';

export interface LoginChallenge {
  nonce: string;
  message: string;
  expiresAt: Date;
}

/** The exact text the wallet shows and signs; rebuilt from the stored challenge to verify. */
export function walletLoginMessage(account: string, nonce: string, issuedAt: Date, expiresAt: Date): string {
  return [
    `Log in to ${WALLET_LOGIN_APP_NAME}`,
    '',
    `Wallet: ${getAddress(account)}`,
    `Nonce: ${nonce}`,
    `Issued at: ${issuedAt.toISOString()}`,
    `Expires at: ${expiresAt.toISOString()}`,
    '',
    'Signing proves that you own this wallet. It costs nothing and sends no transaction.',
  ].join('\n');
}

/** A new challenge for `account` (member or not: issuing one tells nothing about membership). */
export async function issueLoginChallenge(
  db: Queryable,
  account: string,
  now: Date,
): Promise<LoginChallenge> {
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = new Date(now.getTime() + LOGIN_NONCE_TTL_MS);
  await db.query('DELETE FROM login_nonces WHERE expires_at <= $1', [now]);
  await db.query(
    'INSERT INTO login_nonces (nonce, account, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [nonce, account.toLowerCase(), now, expiresAt],
  );
  return { nonce, message: walletLoginMessage(account, nonce, now, expiresAt), expiresAt };
}

export type WalletProof = 'valid' | 'expired' | 'badSignature';

/**
 * Uses up the challenge `nonce` of `account` (whatever the outcome: a challenge is tried once) and
 * checks that `signature` is the account's wallet signing its message.
 */
export async function checkWalletProof(
  db: Queryable,
  input: { account: string; nonce: string; signature: string },
  now: Date,
): Promise<WalletProof> {
  const [row] = await db.query<{ created_at: Date | string; expires_at: Date | string }>(
    'DELETE FROM login_nonces WHERE nonce = $1 AND account = $2 RETURNING created_at, expires_at',
    [input.nonce, input.account.toLowerCase()],
  );
  if (!row || new Date(row.expires_at).getTime() <= now.getTime()) return 'expired';
  const message = walletLoginMessage(
    input.account,
    input.nonce,
    new Date(row.created_at),
    new Date(row.expires_at),
  );
  try {
    const signed = await verifyMessage({
      address: getAddress(input.account),
      message,
      signature: input.signature as Hex,
    });
    return signed ? 'valid' : 'badSignature';
  } catch {
    // Not a signature at all (wrong length, bad recovery byte).
    return 'badSignature';
  }
}
