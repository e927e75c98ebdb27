import { createHash, randomBytes } from 'node:crypto';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** 32 random bytes, base64url: what the client keeps. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps: a leaked table can't be replayed as tokens. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accepts "Bearer <token>" (any case) or the raw token; null when absent or malformed. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.trim().replace(/^bearer\s+/i, '');
  return TOKEN_PATTERN.test(token) ? token : null;
}
