/**
 * Rate limits on the endpoints that check passwords or move money, per client and per account, so a
 * script cannot hammer them (the login throttle and the claim caps bound what a guess or a made-up
 * hash achieves; this bounds how fast anyone may try). Token buckets: a burst for a person who taps
 * again, then a sustained rate far above what the app sends (the payment queue polls a reported hash
 * every 3 s). The buckets live in the database, shared by every server instance.
 */
import type { Queryable } from '../db/db';

interface BucketRate {
  ratePerSecond: number;
  burst: number;
}

interface EndpointLimit {
  group: string;
  perClient: BucketRate;
  /** Null: no bucket per account (one a stranger could empty to keep the owner out). */
  perAccount: BucketRate | null;
  /**
   * The request shows it comes from the account's owner (a device token, a wallet signature): it
   * does not spend the account's bucket, which anyone can empty by naming the account. A false
   * claim gains nothing: the login is then counted like any other (server/auth/login-proof.ts).
   */
  claimsOwner?: (body: unknown) => boolean;
}

const SIGN_IN: Omit<EndpointLimit, 'group'> = {
  perClient: { ratePerSecond: 0.5, burst: 30 },
  perAccount: { ratePerSecond: 0.2, burst: 10 },
};
const MONEY_OUT: Omit<EndpointLimit, 'group'> = {
  perClient: { ratePerSecond: 2, burst: 60 },
  perAccount: { ratePerSecond: 0.5, burst: 20 },
};
const MONEY_IN: Omit<EndpointLimit, 'group'> = {
  perClient: { ratePerSecond: 5, burst: 150 },
  perAccount: { ratePerSecond: 2, burst: 60 },
};

const hasField = (body: unknown, field: string) =>
  typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[field] === 'string';

/** Which endpoints are limited, in which group (a group shares its buckets). */
export const LIMITED_ENDPOINTS: Readonly<Record<string, EndpointLimit>> = {
  'member/login': {
    group: 'signIn',
    ...SIGN_IN,
    claimsOwner: (body) => hasField(body, 'deviceToken') || hasField(body, 'signature'),
  },
  // Challenges for wallet login: per client only, so naming someone's account cannot keep them out.
  'member/loginNonce': { group: 'loginNonce', perClient: SIGN_IN.perClient, perAccount: null },
  'member/regist': { group: 'signIn', ...SIGN_IN },
  'member/changePassword': { group: 'password', ...SIGN_IN },
  'asset/cash': { group: 'moneyOut', ...MONEY_OUT },
  'financial/buyFinancialProduct': { group: 'moneyOut', ...MONEY_OUT },
  'product/bTCWRecharge': { group: 'moneyIn', ...MONEY_IN },
  'product/bTCWPledge': { group: 'moneyIn', ...MONEY_IN },
  'product/lockDevice': { group: 'moneyIn', ...MONEY_IN },
  'product/claimTransfer': { group: 'moneyIn', ...MONEY_IN },
};

export type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

/** Whether a request spends an account's bucket (see `claimsOwner`). */
export function spendsAccountBucket(path: string, body: unknown): boolean {
  const limit = LIMITED_ENDPOINTS[path];
  return limit?.perAccount != null && !limit.claimsOwner?.(body);
}

export interface ApiRateLimiter {
  /** The client's bucket for this endpoint (before anything else is done). */
  takeClient(path: string, client: string): Promise<TakeResult>;
  /** The account's bucket (the member, or the account a login or registration names). */
  takeAccount(path: string, account: string): Promise<TakeResult>;
}

const OK: TakeResult = { ok: true };

// $1 bucket, $2 subject, $3 burst, $4 tokens per ms, $5 now. What the bucket holds now, refilled.
const AVAILABLE = `LEAST($3::float8, b.tokens + GREATEST(EXTRACT(EPOCH FROM ($5::timestamptz - b.updated_at)) * 1000, 0) * $4::float8)`;
const FULL_AT = (tokens: string) =>
  `$5::timestamptz + ($3::float8 - ${tokens}) / $4::float8 * interval '1 millisecond'`;

/**
 * Takes one token in one statement: the ON CONFLICT update holds the row lock, so concurrent takes of
 * one bucket, on however many instances, run one after another and each sees the previous one's
 * count. An empty bucket refuses (the WHERE): no row comes back.
 */
const TAKE = `
  INSERT INTO rate_buckets AS b (bucket, subject, tokens, updated_at, full_at)
  VALUES ($1, $2, $3::float8 - 1, $5, ${FULL_AT('($3::float8 - 1)')})
  ON CONFLICT (bucket, subject) DO UPDATE SET
    tokens = ${AVAILABLE} - 1,
    updated_at = GREATEST(b.updated_at, $5::timestamptz),
    full_at = ${FULL_AT(`(${AVAILABLE} - 1)`)}
  WHERE ${AVAILABLE} >= 1
  RETURNING b.tokens`;

const WAIT = `SELECT (1 - ${AVAILABLE}) / $4::float8 AS wait_ms FROM rate_buckets b WHERE bucket = $1 AND subject = $2`;

const PRUNE_EVERY = 512;

export interface ApiRateLimiterOptions {
  /**
   * Multiplies every rate and burst (`API_RATE_LIMIT_SCALE`, default 1); 0 turns the limits off.
   * Tests of other behaviour pass 0; the e2e stack a higher scale (one loopback client runs the
   * whole suite).
   */
  scale?: number;
  /** The server's clock (tests move it). */
  now?: () => Date;
}

/**
 * The limits, counted in the database (`rate_buckets`, migration 010): every instance sharing it
 * spends from the same buckets, so a client gets its budget once however many instances serve it.
 */
export function createApiRateLimiter(db: Queryable, options: ApiRateLimiterOptions = {}): ApiRateLimiter {
  const scale = options.scale ?? 1;
  const now = options.now ?? (() => new Date());
  let takesSincePrune = 0;
  const take = async (path: string, who: 'client' | 'account', subject: string): Promise<TakeResult> => {
    const limit = LIMITED_ENDPOINTS[path];
    if (!limit || scale <= 0) return OK;
    const rate = who === 'client' ? limit.perClient : limit.perAccount;
    if (!rate) return OK;
    const params = [
      `${limit.group}:${who}`,
      subject,
      Math.max(1, rate.burst * scale),
      (rate.ratePerSecond * scale) / 1000,
      now(),
    ];
    if (++takesSincePrune >= PRUNE_EVERY) {
      takesSincePrune = 0;
      // Full buckets are the same as none.
      await db.query('DELETE FROM rate_buckets WHERE full_at <= $1', [params[4]]);
    }
    const [taken] = await db.query(TAKE, params);
    if (taken) return OK;
    const [row] = await db.query<{ wait_ms: number }>(WAIT, params);
    return { ok: false, retryAfterMs: Math.max(1, Math.ceil(row?.wait_ms ?? 1000)) };
  };
  return {
    takeClient: (path, client) => take(path, 'client', client),
    takeAccount: (path, account) => take(path, 'account', account.toLowerCase()),
  };
}

/** `API_RATE_LIMIT_SCALE`: a non-negative number (default 1). */
export function apiRateLimitScaleFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.API_RATE_LIMIT_SCALE;
  if (raw === undefined || raw === '') return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale < 0)
    throw new Error(`Invalid API_RATE_LIMIT_SCALE ${JSON.stringify(raw)}: a number ≥ 0 (0 = off)`);
  return scale;
}
