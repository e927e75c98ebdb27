import type { Queryable } from '../db/db';
import { MEMBER_COLUMNS, memberFromRow, type Member } from '../members/members';
import { hashSessionToken, newSessionToken } from './session-tokens';

/** Absolute session lifetime (OWASP): a stolen token stops working eventually even if never revoked. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

export interface Session {
  sessionId: number;
  member: Member;
}

/** Starts a session and returns the bearer token (shown to the client once, stored only hashed). */
export async function createSession(db: Queryable, memberId: number, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.query('INSERT INTO sessions (token_hash, member_id, created_at) VALUES ($1, $2, $3)', [
    hashSessionToken(token),
    memberId,
    now,
  ]);
  return token;
}

export async function resolveSession(db: Queryable, token: string, now: Date): Promise<Session | null> {
  const [row] = await db.query<{
    session_id: number;
    id: number;
    account: string;
    inviter_id: number | null;
    created_at: Date;
  }>(
    `SELECT s.id::int AS session_id, ${MEMBER_COLUMNS}
     FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.created_at > $2`,
    [hashSessionToken(token), new Date(now.getTime() - SESSION_MAX_AGE_MS)],
  );
  return row ? { sessionId: row.session_id, member: memberFromRow(row) } : null;
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

/** Ends every session of a member (password change, operator action). Returns how many were open. */
export async function revokeAllSessions(db: Queryable, memberId: number, now: Date): Promise<number> {
  const rows = await db.query<{ id: number }>(
    'UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL RETURNING id::int AS id',
    [memberId, now],
  );
  return rows.length;
}

/** Ends every session of a member but `keepSessionId` (password change from that session). */
export async function revokeAllSessionsExcept(
  db: Queryable,
  memberId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND id <> $2 AND revoked_at IS NULL
     RETURNING id::int AS id`,
    [memberId, keepSessionId, now],
  );
  return rows.length;
}
