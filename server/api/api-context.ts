import type { Locale } from '@/lib/i18n/locales';
import type { PasswordHasher } from '../auth/password-hash';
import type { ChainClient } from '../chain/btcw-chain';
import type { Db } from '../db/db';
import type { SessionMember } from '../auth/sessions';

/** Everything a handler may use; one instance per request. */
export interface ApiContext {
  db: Db;
  chain: ChainClient;
  passwords: PasswordHasher;
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
