import { setTimeout as sleepFor } from 'node:timers/promises';
import { ApiFailure, CODE } from '../api/api-failure';
import type { HashingLimits } from './login-lockout';
import type { PasswordHasher } from './password-hash';
import { createVerifyTiming, DEFAULT_VERIFY_TIMING, type VerifyTimingOptions } from './verify-timing';

export type HashingLane = 'public' | 'member';

export interface HashingQueue {
  /** Login and registration: anyone can send these. */
  public: PasswordHasher;
  /** Re-checks and password changes of logged-in sessions (throttled per session). */
  member: PasswordHasher;
  /** Derivations running and waiting now (for tests and diagnostics). */
  load(): { running: number; waiting: Record<HashingLane, number> };
  /** Measured durations of recent real verifications per lane, oldest first (for tests and diagnostics). */
  measured(): Record<HashingLane, number[]>;
}

export interface HashingQueueOptions {
  /** How `verifyNothing` measures and samples (`server/auth/verify-timing.ts`); tests pass a fake clock. */
  timing?: Partial<VerifyTimingOptions>;
  /** How `verifyNothing` waits (default: a timer). */
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * At most `concurrency` password derivations at once in this process (each scrypt N=2^17 derivation
 * takes ~128 MiB and a core for a few hundred ms), the rest wait in two FIFO lanes taken in turns, each
 * holding at most `maxQueued`. A request finding its lane full is refused at once ("server busy", code
 * 400; the routes ask `assertCapacity` before any database work) instead of waiting behind a flood: an
 * admitted derivation has at most `maxQueued - 1` of its own lane ahead of it (and, taken in turns, as
 * many of the other), whatever arrives later. With the defaults (2 at once, 2 waiting) and an empty
 * member lane, a login admitted during a flood answers within about 2 rounds of derivations (the
 * running ones, then its own) or is refused as busy at once. The public lane serves logins in
 * arrival order, whoever's account they name; the member lane keeps a flood of logins from blocking
 * logged-in members' withdrawals (and the reverse).
 *
 * `verifyNothing` (a login for an unknown account) derives nothing and takes no place in the queue:
 * it answers after a duration drawn from the lane's recent real verifications, each measured from
 * the call to the answer, queue wait included (`server/auth/verify-timing.ts`), so an unknown account
 * answers like a wrong password of a known one at no CPU cost, and a flood of them leaves the queue
 * to real logins. It is refused as busy exactly when a verification asked at the same moment would
 * be. With no measurement in the last `maxAgeMs` (server start, a quiet spell) it runs one real
 * derivation through the queue, as before, and that measurement seeds the others (concurrent callers
 * share it).
 */
export function createHashingQueue(
  hasher: PasswordHasher,
  limits: HashingLimits,
  options: HashingQueueOptions = {},
): HashingQueue {
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const maxQueued = Math.max(0, Math.floor(limits.maxQueued));
  const waiting: Record<HashingLane, (() => void)[]> = { public: [], member: [] };
  let running = 0;
  let nextLane: HashingLane = 'member';
  const now = options.timing?.now ?? DEFAULT_VERIFY_TIMING.now;
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));
  const timing = { public: createVerifyTiming(options.timing), member: createVerifyTiming(options.timing) };
  const seeding = new Map<HashingLane, Promise<void>>();

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

  /** A real verification through the queue, its duration (queue wait included) recorded. */
  async function measured<T>(lane: HashingLane, task: () => Promise<T>): Promise<T> {
    const start = now();
    const result = await run(lane, task);
    timing[lane].record(now() - start);
    return result;
  }

  /** One real derivation (the bare hasher's `verifyNothing`) to measure, shared by concurrent callers. */
  function seed(lane: HashingLane, password: string): Promise<void> {
    let pending = seeding.get(lane);
    if (!pending) {
      pending = measured(lane, () => hasher.verifyNothing(password)).finally(() => seeding.delete(lane));
      seeding.set(lane, pending);
    }
    return pending;
  }

  async function verifyNothing(lane: HashingLane, password: string): Promise<void> {
    const start = now();
    // The same refusal as `verify` would give at this moment.
    assertCapacity(lane);
    let target = timing[lane].sample();
    if (target === null) {
      await seed(lane, password);
      target = timing[lane].sample() ?? 0;
    }
    const left = target - (now() - start);
    if (left > 0) await sleep(left);
  }

  const laneOf = (lane: HashingLane): PasswordHasher => ({
    params: hasher.params,
    hash: (password) => run(lane, () => hasher.hash(password)),
    verify: (password, stored) => measured(lane, () => hasher.verify(password, stored)),
    verifyNothing: (password) => verifyNothing(lane, password),
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
    measured: () => ({ public: timing.public.recent(), member: timing.member.recent() }),
  };
}
