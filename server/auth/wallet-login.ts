/**
 * Wallet login: the owner on a new device proves they hold the account's wallet by signing a fresh,
 * single-use challenge from the server (EIP-191 `personal_sign` of a readable message naming the
 * app, the address and the nonce). A stranger cannot produce that signature, so such a login is not
 * delayed by the account's failed logins; it is still counted per client and in its own budget.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * Wallet-signed logins of one account within a challenge's lifetime: only the wallet's holder can
 * make them, so this bounds what the account's owner alone can store (see `checkWalletProof`).
 */
export const MAX_USED_CHALLENGES_PER_ACCOUNT = 10;

const KEY_NAME = 'wallet-login-challenge';
const NONCE = /^([0-9a-z]{1,11})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{22})$/;

/**
 * The key challenges are signed with, shared by every instance on the database (created by the
 * first one that needs it). Knowing it lets one make challenges, which gains nothing: a login still
 * needs the wallet's signature of one.
 */
async function challengeKey(db: Queryable, now: Date): Promise<string> {
  const read = () =>
    db.query<{ secret: string }>('SELECT secret FROM server_keys WHERE name = $1', [KEY_NAME]);
  const [existing] = await read();
  if (existing) return existing.secret;
  // First challenges at once, on any instance, all get here: one insert wins, the others do nothing.
  // The key is then read by a statement of its own: a statement that started before the winner
  // committed would not see it, even one that waited for it in its ON CONFLICT.
  await db.query(
    'INSERT INTO server_keys (name, secret, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
    [KEY_NAME, randomBytes(32).toString('base64url'), now],
  );
  const [row] = await read();
  if (!row) throw new Error('no wallet-login key');
  return row.secret;
}

/** The 128-bit tag binding a challenge to its account and issue time. */
function challengeTag(key: string, account: string, issuedAtMs: number, random: string): string {
  return createHmac('sha256', key)
    .update(`${account.toLowerCase()}\n${issuedAtMs}\n${random}`)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * A new challenge for `account` (member or not: issuing one tells nothing about membership). Nothing
 * is stored: the nonce carries its issue time and a tag made with the platform's key, so any
 * instance can check it and a flood of challenge requests costs one HMAC each and no storage.
 */
export async function issueLoginChallenge(
  db: Queryable,
  account: string,
  now: Date,
): Promise<LoginChallenge> {
  const random = randomBytes(16).toString('hex');
  const tag = challengeTag(await challengeKey(db, now), account, now.getTime(), random);
  const nonce = `${now.getTime().toString(36)}.${random}.${tag}`;
  const expiresAt = new Date(now.getTime() + LOGIN_NONCE_TTL_MS);
  return { nonce, message: walletLoginMessage(account, nonce, now, expiresAt), expiresAt };
}

export type WalletProof = 'valid' | 'expired' | 'badSignature';

/** The challenge's issue time if `nonce` is one this platform issued for `account`; else null. */
async function issuedAtOf(db: Queryable, account: string, nonce: string, now: Date): Promise<Date | null> {
  const [, time = '', random = '', tag = ''] = NONCE.exec(nonce) ?? [];
  const issuedAtMs = parseInt(time, 36);
  if (!tag || !Number.isSafeInteger(issuedAtMs)) return null;
  const expected = Buffer.from(challengeTag(await challengeKey(db, now), account, issuedAtMs, random));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected) ? new Date(issuedAtMs) : null;
}

/**
 * Checks that `signature` is the account's wallet signing a live challenge issued for this account,
 * and uses the challenge up. A challenge of another account, an expired one or one already used is
 * `expired`. Only a member's challenge with its wallet's valid signature is stored (`login_nonces`,
 * until it expires, for the used-once check): made-up nonces and wrong signatures store nothing and
 * use nothing up, and at most `MAX_USED_CHALLENGES_PER_ACCOUNT` are kept per account. A non-member's
 * signed challenge is not stored: the login fails on the account anyway, like a wrong password.
 */
export async function checkWalletProof(
  db: Queryable,
  input: { account: string; nonce: string; signature: string },
  now: Date,
): Promise<WalletProof> {
  const issuedAt = await issuedAtOf(db, input.account, input.nonce, now);
  if (!issuedAt) return 'expired';
  const expiresAt = new Date(issuedAt.getTime() + LOGIN_NONCE_TTL_MS);
  if (expiresAt.getTime() <= now.getTime()) return 'expired';
  const message = walletLoginMessage(input.account, input.nonce, issuedAt, expiresAt);
  let signed: boolean;
  try {
    signed = await verifyMessage({
      address: getAddress(input.account),
      message,
      signature: input.signature as Hex,
    });
  } catch {
    // Not a signature at all (wrong length, bad recovery byte).
    signed = false;
  }
  if (!signed) return 'badSignature';
  await db.query('DELETE FROM login_nonces WHERE expires_at <= $1', [now]);
  const [use] = await db.query<{ member: boolean; fresh: boolean }>(
    `WITH member AS (SELECT 1 FROM members WHERE account = $2),
     used AS (
       INSERT INTO login_nonces (nonce, account, created_at, expires_at)
       SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM member)
         AND (SELECT count(*) FROM login_nonces WHERE account = $2) < $5
       ON CONFLICT (nonce) DO NOTHING RETURNING 1)
     SELECT EXISTS (SELECT 1 FROM member) AS member, EXISTS (SELECT 1 FROM used) AS fresh`,
    [input.nonce, input.account.toLowerCase(), issuedAt, expiresAt, MAX_USED_CHALLENGES_PER_ACCOUNT],
  );
  return !use?.member || use.fresh ? 'valid' : 'expired';
}
