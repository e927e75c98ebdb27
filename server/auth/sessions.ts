import type { Db, Queryable } from '../db/db';
import { createReadCache, invalidate } from '../db/read-cache';
import type { Member } from '../members/members';
import { hashSessionToken, newSessionToken } from './session-tokens';

/** Absolute session lifetime (OWASP): a stolen token stops working eventually even if never revoked. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/**
 * The member as a session knows them: only what never changes after registration (the inviter can
 * be bound later, so it is read where needed, not carried here).
 */
export type SessionMember = Pick<Member, 'id' | 'account' | 'createdAt'>;

export interface Session {
  sessionId: number;
  member: SessionMember;
}

/**
 * Starts a session and returns the bearer token (shown to the client once, stored only hashed).
 * `deviceId`: the trusted device that logged in (a password change from this session keeps it).
 */
export async function createSession(
  db: Queryable,
  memberId: number,
  now: Date,
  deviceId: number | null = null,
): Promise<string> {
  const token = newSessionToken();
  await db.query(
    'INSERT INTO sessions (token_hash, member_id, created_at, device_id) VALUES ($1, $2, $3, $4)',
    [hashSessionToken(token), memberId, now, deviceId],
  );
  return token;
}

/** The trusted device whose login opened session `sessionId`, if any. */
export async function deviceOfSession(db: Queryable, sessionId: number): Promise<number | null> {
  const [row] = await db.query<{ device_id: number | null }>(
    'SELECT device_id::int AS device_id FROM sessions WHERE id = $1',
    [sessionId],
  );
  return row?.device_id ?? null;
}

interface OpenSession extends Session {
  createdAt: Date;
}

/**
 * Open (not revoked) sessions by token hash, on an exclusive database only (see db/read-cache.ts).
 * The revocations below invalidate it; expiry is checked on every use. Unknown and revoked tokens
 * are not kept (anyone can send those).
 */
const openSessions = createReadCache<OpenSession | null>('sessions', { maxEntries: 10_000 });

export async function resolveSession(db: Db, token: string, now: Date): Promise<Session | null> {
  const tokenHash = hashSessionToken(token);
  const open = await openSessions.read(
    db,
    tokenHash,
    () => findOpenSession(db, tokenHash),
    (session) => session !== null,
  );
  if (!open || open.createdAt.getTime() <= now.getTime() - SESSION_MAX_AGE_MS) return null;
  return { sessionId: open.sessionId, member: open.member };
}

async function findOpenSession(db: Queryable, tokenHash: string): Promise<OpenSession | null> {
  const [row] = await db.query<{
    session_id: number;
    session_created_at: Date;
    id: number;
    account: string;
    member_created_at: Date;
  }>(
    `SELECT s.id::int AS session_id, s.created_at AS session_created_at,
            m.id::int AS id, m.account, m.created_at AS member_created_at
     FROM sessions s JOIN members m ON m.id = s.member_id
     WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash],
  );
  if (!row) return null;
  return {
    sessionId: row.session_id,
    createdAt: new Date(row.session_created_at),
    member: { id: row.id, account: row.account, createdAt: new Date(row.member_created_at) },
  };
}

export async function revokeSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  try {
    await db.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
      sessionId,
      now,
    ]);
  } finally {
    invalidate('sessions');
  }
}

/** Ends every session of a member (password change, operator action). Returns how many were open. */
export async function revokeAllSessions(db: Queryable, memberId: number, now: Date): Promise<number> {
  try {
    const rows = await db.query<{ id: number }>(
      'UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL RETURNING id::int AS id',
      [memberId, now],
    );
    return rows.length;
  } finally {
    invalidate('sessions');
  }
}

/** Ends every session of a member but `keepSessionId` (password change from that session). */
export async function revokeAllSessionsExcept(
  db: Queryable,
  memberId: number,
  keepSessionId: number,
  now: Date,
): Promise<number> {
  try {
    const rows = await db.query<{ id: number }>(
      `UPDATE sessions SET revoked_at = $3 WHERE member_id = $1 AND id <> $2 AND revoked_at IS NULL
       RETURNING id::int AS id`,
      [memberId, keepSessionId, now],
    );
    return rows.length;
  } finally {
    invalidate('sessions');
  }
}
