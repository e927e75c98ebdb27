import type { Locale } from '@/lib/i18n/locales';
import type { LoginProtection } from '../auth/login-lockout';
import type { PasswordHasher } from '../auth/password-hash';
import type { ChainClient } from '../chain/btcw-chain';
import type { Db } from '../db/db';
import type { SessionMember } from '../auth/sessions';

/** Everything a handler may use; one instance per request. */
export interface ApiContext {
  db: Db;
  chain: ChainClient;
  /** Bounded and queued (`server/auth/hashing-queue.ts`): the member lane on `auth: true` endpoints. */
  passwords: PasswordHasher;
  /** The throttles of password attempts (`server/auth/login-lockout.ts`). */
  loginProtection: LoginProtection;
  /** Who sent the request, as the login throttle counts clients: the socket peer (IPv6 by /64), or
   * the `X-Forwarded-For` client behind a trusted proxy (`server/auth/client-address.ts`). */
  client: string;
  locale: Locale;
  /** The clock (injectable for tests): use it for every timestamp a handler writes or compares. */
  now: () => Date;
  /** Set on endpoints with `auth: true`. */
  member: SessionMember | null;
  sessionId: number | null;
}

export interface MemberApiContext extends ApiContext {
  member: SessionMember;
  sessionId: number;
}
