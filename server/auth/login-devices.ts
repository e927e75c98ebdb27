/**
 * Devices that logged in to an account before (OWASP Authentication Cheat Sheet, "device cookies"):
 * a successful login gives the app a device token, bound to the account; a later login that presents
 * it is counted against that device only, so failures from other clients (which anyone can cause
 * against an address) never delay it. Only the token's sha256 is stored, like a session's.
 */
import type { Queryable } from '../db/db';
import { hashSessionToken, newSessionToken } from './session-tokens';

/** A device stays trusted this long after its last login. */
export const DEVICE_TOKEN_MAX_AGE_MS = 365 * 24 * 60 * 60_000;
/** Devices kept per member (the oldest go first): each one is a password-guessing budget of its own. */
export const MAX_DEVICES_PER_MEMBER = 20;

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface KnownDevice {
  id: number;
  memberId: number;
}

/** The device behind `token` if it is live and belongs to `account` (lower-case); else null. */
export async function findDevice(
  db: Queryable,
  token: string,
  account: string,
  now: Date,
): Promise<KnownDevice | null> {
  if (!DEVICE_TOKEN.test(token)) return null;
  const [row] = await db.query<{ id: number; member_id: number }>(
    `SELECT d.id::int AS id, d.member_id::int AS member_id FROM login_devices d
     JOIN members m ON m.id = d.member_id
     WHERE d.token_hash = $1 AND m.account = $2 AND d.revoked_at IS NULL AND d.expires_at > $3`,
    [hashSessionToken(token), account.toLowerCase(), now],
  );
  return row ? { id: row.id, memberId: row.member_id } : null;
}

/** A new trusted device for the member; returns its token (shown once) and id. */
export async function issueDevice(
  tx: Queryable,
  memberId: number,
  now: Date,
): Promise<{ token: string; id: number }> {
  const token = newSessionToken();
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO login_devices (member_id, token_hash, created_at, last_login_at, expires_at)
     VALUES ($1, $2, $3, $3, $4) RETURNING id::int AS id`,
    [memberId, hashSessionToken(token), now, new Date(now.getTime() + DEVICE_TOKEN_MAX_AGE_MS)],
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  // Beyond the newest MAX_DEVICES_PER_MEMBER live devices, the rest stop being trusted.
  await tx.query(
    `UPDATE login_devices SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL AND id NOT IN (
       SELECT id FROM login_devices WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > $2
       ORDER BY last_login_at DESC, id DESC LIMIT $3)`,
    [memberId, now, MAX_DEVICES_PER_MEMBER],
  );
  return { token, id: row.id };
}

/** A login from a known device: it stays trusted for another DEVICE_TOKEN_MAX_AGE_MS. */
export async function renewDevice(tx: Queryable, deviceId: number, now: Date): Promise<void> {
  await tx.query('UPDATE login_devices SET last_login_at = $2, expires_at = $3 WHERE id = $1', [
    deviceId,
    now,
    new Date(now.getTime() + DEVICE_TOKEN_MAX_AGE_MS),
  ]);
}

/**
 * A password change: devices that logged in with the old password are no longer trusted, but for
 * the one whose session made the change (`keepDeviceId`).
 */
export async function revokeDevicesExcept(
  tx: Queryable,
  memberId: number,
  keepDeviceId: number | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE login_devices SET revoked_at = $3
     WHERE member_id = $1 AND revoked_at IS NULL AND ($2::int IS NULL OR id <> $2::int)`,
    [memberId, keepDeviceId, now],
  );
}
