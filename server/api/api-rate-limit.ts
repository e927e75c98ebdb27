/**
 * Rate limits on the endpoints that check passwords or move money, per client and per account, so a
 * script cannot hammer them (the login throttle and the claim caps bound what a guess or a made-up
 * hash achieves; this bounds how fast anyone may try). Token buckets: a burst for a person who taps
 * again, then a sustained rate far above what the app sends (the payment queue polls a reported hash
 * every 3 s).
 */
import { TokenBuckets, type TakeResult } from '../http/rate-limit';

interface BucketRate {
  ratePerSecond: number;
  burst: number;
}

interface EndpointLimit {
  group: string;
  perClient: BucketRate;
  perAccount: BucketRate;
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

/** Which endpoints are limited, in which group (a group shares its buckets). */
export const LIMITED_ENDPOINTS: Readonly<Record<string, EndpointLimit>> = {
  'member/login': { group: 'signIn', ...SIGN_IN },
  'member/regist': { group: 'signIn', ...SIGN_IN },
  'member/changePassword': { group: 'password', ...SIGN_IN },
  'asset/cash': { group: 'moneyOut', ...MONEY_OUT },
  'financial/buyFinancialProduct': { group: 'moneyOut', ...MONEY_OUT },
  'product/bTCWRecharge': { group: 'moneyIn', ...MONEY_IN },
  'product/bTCWPledge': { group: 'moneyIn', ...MONEY_IN },
  'product/lockDevice': { group: 'moneyIn', ...MONEY_IN },
  'product/claimTransfer': { group: 'moneyIn', ...MONEY_IN },
};

export interface ApiRateLimiter {
  /** The client's bucket for this endpoint (before anything else is done). */
  takeClient(path: string, client: string): TakeResult;
  /** The account's bucket (the member, or the account a login or registration names). */
  takeAccount(path: string, account: string): TakeResult;
}

const OK: TakeResult = { ok: true };

/**
 * `scale` multiplies every rate and burst (`API_RATE_LIMIT_SCALE`, default 1); 0 turns the limits
 * off. Tests of other behaviour pass 0; the e2e stack a higher scale (one loopback client runs the
 * whole suite).
 */
export function createApiRateLimiter(scale = 1, now: () => number = Date.now): ApiRateLimiter {
  const buckets = new Map<string, TokenBuckets>();
  const bucketsFor = (key: string, rate: BucketRate) => {
    let found = buckets.get(key);
    if (!found) {
      found = new TokenBuckets({ ratePerSecond: rate.ratePerSecond * scale, burst: rate.burst * scale, now });
      buckets.set(key, found);
    }
    return found;
  };
  const take = (path: string, who: 'client' | 'account', key: string): TakeResult => {
    const limit = LIMITED_ENDPOINTS[path];
    if (!limit || scale <= 0) return OK;
    const rate = who === 'client' ? limit.perClient : limit.perAccount;
    return bucketsFor(`${limit.group}:${who}`, rate).take(key);
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
