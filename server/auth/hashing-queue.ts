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
  /**
   * Measured derivation times (queue wait excluded) of recent real verifications per lane, oldest
   * first (for tests and diagnostics).
   */
  measured(): Record<HashingLane, number[]>;
  /** How long a derivation asked now in `lane` would wait before it starts, in ms (0: at once). */
  expectedWait(lane: HashingLane): number;
}

export interface HashingQueueOptions {
  /** How `verifyNothing` measures and samples (`server/auth/verify-timing.ts`); tests pass a fake clock. */
  timing?: Partial<VerifyTimingOptions>;
  /** How `verifyNothing` waits (default: a timer). */
  sleep?: (ms: number) => Promise<unknown>;
  /** The derivation time assumed until one has been measured (default 1000 ms). */
  assumedDerivationMs?: number;
}

/** Until a derivation has been measured: about one scrypt N=2^17 derivation on a loaded small host. */
export const ASSUMED_DERIVATION_MS = 1000;
/** How many recent derivations (any lane, any kind) the estimate of a derivation's time averages. */
const ESTIMATE_WINDOW = 16;

/**
 * At most `concurrency` password derivations at once in this process (each scrypt N=2^17 derivation
 * takes ~128 MiB and a core for a few hundred ms), the rest wait their turn in two FIFO lanes taken
 * in turns. A request is admitted to wait when the derivation it asks for is expected to START
 * within `maxWaitMs`: its expected wait is computed from the queue ahead of it (the running
 * derivations' expected ends, then those ahead of it, taken in turns, each lasting the mean of the
 * last 16 measured derivations; 1 s until one is measured) and at most `maxQueued` may wait per lane
 * whatever the estimate (a bound on what a flood can park in memory; waiting costs no derivation
 * memory, each derivation ~128 MiB only while it runs). Past either bound it is refused at once
 * ("server busy", code 400, with `retryAfter` = whole seconds until what is queued ahead of it now
 * is expected to have started, so the caller comes back when there is room; the routes ask
 * `assertCapacity` before any database work), so an answer never takes much more than `maxWaitMs`
 * plus a derivation, and a refusal is immediate. A burst of registrations (an invitation campaign)
 * therefore waits its turn instead of being told to tap again.
 *
 * The public lane serves logins and registrations in arrival order, whoever's account they name; the
 * member lane keeps a flood of logins from blocking logged-in members' withdrawals (and the reverse):
 * taken in turns, a member's derivation has ahead of it only its own lane's waiting ones and as many
 * (plus one) of the public lane, however full that is, and its expected wait is computed that way.
 *
 * A waiting request whose caller has gone (the signal of `withSignal`: the client closed the
 * connection) leaves the queue without deriving.
 *
 * `verifyNothing` (a login for an unknown account) derives nothing and takes no place in the queue:
 * it answers after the wait a real verification asked at the same moment is expected to have (the
 * same estimate as admission uses) plus a derivation time drawn from the lane's recent real
 * verifications (`server/auth/verify-timing.ts`), so an unknown account answers like a wrong
 * password of a known one, with the queue as it is now, at no CPU cost, and a flood of them leaves
 * the queue to real logins. It is refused as busy exactly when a verification asked at the same
 * moment would be. With no measurement in the last `maxAgeMs` (server start, a quiet spell) it runs
 * one real derivation through the queue, as before, and that measurement seeds the others
 * (concurrent callers share it).
 */
export function createHashingQueue(
  hasher: PasswordHasher,
  limits: HashingLimits,
  options: HashingQueueOptions = {},
): HashingQueue {
  const concurrency = Math.max(1, Math.floor(limits.concurrency));
  const maxQueued = Math.max(0, Math.floor(limits.maxQueued));
  const maxWaitMs = Math.max(0, limits.maxWaitMs);
  const assumedMs = options.assumedDerivationMs ?? ASSUMED_DERIVATION_MS;
  /** Each waiting request: called with its slot when its turn comes. */
  const waiting: Record<HashingLane, ((slot: Slot) => void)[]> = { public: [], member: [] };
  /** When each running derivation started. */
  const running = new Set<Slot>();
  let nextLane: HashingLane = 'member';
  const now = options.timing?.now ?? DEFAULT_VERIFY_TIMING.now;
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));
  const timing = { public: createVerifyTiming(options.timing), member: createVerifyTiming(options.timing) };
  const seeding = new Map<HashingLane, Promise<void>>();
  const derivations: number[] = [];

  const otherOf = (lane: HashingLane): HashingLane => (lane === 'member' ? 'public' : 'member');

  function startNext(): void {
    while (running.size < concurrency) {
      const lane = waiting[nextLane].length > 0 ? nextLane : otherOf(nextLane);
      const next = waiting[lane].shift();
      if (!next) return;
      nextLane = otherOf(lane);
      const slot = { startedAt: now() };
      running.add(slot);
      next(slot);
    }
  }

  const mustWait = () => running.size >= concurrency || waiting.public.length + waiting.member.length > 0;

  /** The mean of the recent derivations' times, or the assumed one before any. */
  function derivationMs(): number {
    if (derivations.length === 0) return assumedMs;
    return derivations.reduce((sum, ms) => sum + ms, 0) / derivations.length;
  }

  /** How many derivations start before one asked now in `lane`, the lanes being taken in turns. */
  function startsBefore(lane: HashingLane): number {
    let own = waiting[lane].length + 1;
    let other = waiting[otherOf(lane)].length;
    let turn = nextLane;
    let count = 0;
    for (;;) {
      const taken = turn === lane ? (own > 0 ? lane : otherOf(lane)) : other > 0 ? turn : lane;
      if (taken === lane) {
        own -= 1;
        if (own === 0) return count;
      } else other -= 1;
      count += 1;
      turn = otherOf(taken);
    }
  }

  function expectedWait(lane: HashingLane): number {
    if (!mustWait()) return 0;
    const at = now();
    const each = derivationMs();
    // Each slot is free when its running derivation is expected to end (now, if already overdue).
    const free = [...running].map((slot) => Math.max(at, slot.startedAt + each));
    while (free.length < concurrency) free.push(at);
    free.sort((a, b) => a - b);
    // The derivations ahead go to the slots in turn, each taking `each`.
    const ahead = startsBefore(lane);
    return (free[ahead % concurrency] ?? at) + Math.floor(ahead / concurrency) * each - at;
  }

  /** The expected wait of a derivation asked now in `lane`; throws "server busy" past the bounds. */
  function admit(lane: HashingLane): number {
    const wait = expectedWait(lane);
    if (mustWait() && (waiting[lane].length >= maxQueued || wait > maxWaitMs))
      throw new ApiFailure(CODE.refused, 'serverBusy', {}, Math.max(1, Math.ceil(wait / 1000)));
    return wait;
  }

  async function run<T>(lane: HashingLane, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw gone();
    let slot: Slot;
    if (mustWait()) {
      admit(lane);
      slot = await new Promise<Slot>((resolve, reject) => {
        const onAbort = () => {
          const index = waiting[lane].indexOf(turn);
          if (index < 0) return;
          waiting[lane].splice(index, 1);
          reject(gone());
        };
        const turn = (given: Slot) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(given);
        };
        waiting[lane].push(turn);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    } else {
      slot = { startedAt: now() };
      running.add(slot);
    }
    try {
      const result = await task();
      const took = now() - slot.startedAt;
      derivations.push(took);
      if (derivations.length > ESTIMATE_WINDOW) derivations.shift();
      return result;
    } finally {
      running.delete(slot);
      startNext();
    }
  }

  /** A real verification through the queue, its derivation time recorded for `verifyNothing`. */
  function measured<T>(lane: HashingLane, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    return run(
      lane,
      async () => {
        const start = now();
        const result = await task();
        timing[lane].record(now() - start);
        return result;
      },
      signal,
    );
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
    // The same refusal as `verify` would give at this moment, and the wait it would have.
    const wait = admit(lane);
    const derivation = timing[lane].sample();
    // Nothing to imitate: one real verification, through the queue, is exactly what one takes.
    if (derivation === null) return seed(lane, password);
    await sleep(wait + derivation);
  }

  const laneOf = (lane: HashingLane, signal?: AbortSignal): PasswordHasher => ({
    params: hasher.params,
    hash: (password) => run(lane, () => hasher.hash(password), signal),
    verify: (password, stored) => measured(lane, () => hasher.verify(password, stored), signal),
    verifyNothing: (password) => verifyNothing(lane, password),
    needsRehash: (stored) => hasher.needsRehash(stored),
    assertCapacity: () => void admit(lane),
    withSignal: (next) => laneOf(lane, next),
  });

  return {
    public: laneOf('public'),
    member: laneOf('member'),
    load: () => ({
      running: running.size,
      waiting: { public: waiting.public.length, member: waiting.member.length },
    }),
    measured: () => ({ public: timing.public.recent(), member: timing.member.recent() }),
    expectedWait,
  };
}

interface Slot {
  startedAt: number;
}

/** The caller went away while waiting: nothing was derived (nobody reads this answer). */
function gone(): ApiFailure {
  return new ApiFailure(CODE.refused, 'serverBusy');
}
