import { ApiFailure, CODE } from '../api/api-failure';
import type { HashingLimits } from './login-lockout';
import type { PasswordHasher } from './password-hash';

export type HashingLane = 'public' | 'member';

export interface HashingQueue {
  /** Login and registration: anyone can send these. */
  public: PasswordHasher;
  /** Re-checks and password changes of logged-in sessions (throttled per session). */
  member: PasswordHasher;
  /** Derivations running and waiting now (for tests and diagnostics). */
  load(): { running: number; waiting: Record<HashingLane, number> };
}

/**
 * At most `concurrency` password derivations at once in this process (each scrypt N=2^17 derivation
 * takes ~128 MiB and a core for a few hundred ms), the rest wait in two FIFO lanes taken in turns, each
 * holding at most `maxQueued`. A request finding its lane full is refused at once ("server busy", code
 * 400; the routes ask `assertCapacity` before any database work) instead of waiting behind a flood: an
 * admitted derivation has at most `maxQueued - 1` of its own lane ahead of it (and, taken in turns, as
 * many of the other), whatever arrives later. With the defaults (2 at once, 2 waiting) and an empty
 * member lane, a login admitted during a flood answers within about 2 rounds of derivations (the
 * running ones, then its own) or is refused as busy at once. The public lane treats every login
 * alike, known account or not, so waiting times reveal nothing about accounts; the member lane keeps
 * a flood of logins from blocking logged-in members' withdrawals (and the reverse).
 */
export function createHashingQueue(hasher: PasswordHasher, limits: HashingLimits): HashingQueue {
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const maxQueued = Math.max(0, Math.floor(limits.maxQueued));
  const waiting: Record<HashingLane, (() => void)[]> = { public: [], member: [] };
  let running = 0;
  let nextLane: HashingLane = 'member';

  function startNext(): void {
    while (running < concurrency) {
      const other: HashingLane = nextLane === 'member' ? 'public' : 'member';
      const lane = waiting[nextLane].length > 0 ? nextLane : waiting[other].length > 0 ? other : null;
      if (!lane) return;
      nextLane = lane === 'member' ? 'public' : 'member';
      running += 1;
      waiting[lane].shift()?.();
    }
  }

  const mustWait = () => running >= concurrency || waiting.public.length + waiting.member.length > 0;
  const assertCapacity = (lane: HashingLane) => {
    if (mustWait() && waiting[lane].length >= maxQueued) throw new ApiFailure(CODE.refused, 'serverBusy');
  };

  async function run<T>(lane: HashingLane, task: () => Promise<T>): Promise<T> {
    if (mustWait()) {
      assertCapacity(lane);
      await new Promise<void>((resolve) => waiting[lane].push(resolve));
    } else {
      running += 1;
    }
    try {
      return await task();
    } finally {
      running -= 1;
      startNext();
    }
  }

  const laneOf = (lane: HashingLane): PasswordHasher => ({
    params: hasher.params,
    hash: (password) => run(lane, () => hasher.hash(password)),
    verify: (password, stored) => run(lane, () => hasher.verify(password, stored)),
    verifyNothing: (password) => run(lane, () => hasher.verifyNothing(password)),
    needsRehash: (stored) => hasher.needsRehash(stored),
    assertCapacity: () => assertCapacity(lane),
  });

  return {
    public: laneOf('public'),
    member: laneOf('member'),
    load: () => ({
      running,
      waiting: { public: waiting.public.length, member: waiting.member.length },
    }),
  };
}
