import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/api-failure';
import { DEFAULT_LOGIN_PROTECTION } from './login-lockout';
import { createHashingQueue, type HashingQueueOptions } from './hashing-queue';
import type { PasswordHasher } from './password-hash';
import { DEFAULT_VERIFY_TIMING } from './verify-timing';

/** A hasher whose derivations wait until the test lets them finish; records what ran and how many at once. */
function gatedHasher() {
  const gates: (() => void)[] = [];
  const started: string[] = [];
  let running = 0;
  let maxRunning = 0;
  const derive = async (label: string) => {
    started.push(label);
    running += 1;
    maxRunning = Math.max(maxRunning, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running -= 1;
  };
  const hasher: PasswordHasher = {
    params: { logN: 1, r: 1, p: 1 },
    hash: async (password) => {
      await derive(password);
      return `hash:${password}`;
    },
    verify: async (password, stored) => {
      await derive(password);
      return stored === `hash:${password}`;
    },
    verifyNothing: async (password) => {
      await derive(password);
    },
    needsRehash: () => false,
  };
  return {
    hasher,
    started,
    maxRunning: () => maxRunning,
    /** Finishes the oldest running derivation and lets the queue move on. */
    async finishOne() {
      gates.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * A clock the test moves, random numbers it chooses (0.5 when out: the middle pick, no stretch), and
 * a sleep that records what it was asked and returns when the test wakes it.
 */
function fakeTime() {
  let time = 0;
  const randoms: number[] = [];
  const sleeps: { ms: number; wake: () => void }[] = [];
  const options: HashingQueueOptions = {
    timing: { now: () => time, random: () => randoms.shift() ?? 0.5 },
    sleep: (ms) => new Promise<void>((resolve) => sleeps.push({ ms, wake: resolve })),
  };
  return {
    options,
    randoms,
    advance: (ms: number) => (time += ms),
    asked: () => sleeps.map((sleep) => sleep.ms),
    async wakeAll() {
      for (const sleep of sleeps.splice(0)) sleep.wake();
      await settle();
    },
  };
}

/** A queue on the gated hasher and a fake clock, admitting what starts within 15 s. */
function timedQueue(limits: { concurrency: number; maxQueued: number }) {
  const fake = gatedHasher();
  const time = fakeTime();
  const queue = createHashingQueue(fake.hasher, { ...limits, maxWaitMs: 15_000 }, time.options);
  /** The oldest running derivation finishes after `ms` of the fake clock. */
  const finishAfter = async (ms: number) => {
    time.advance(ms);
    await fake.finishOne();
  };
  return { fake, time, queue, finishAfter };
}

describe('password hashing queue', () => {
  it('runs at most `concurrency` derivations, queues at most `maxQueued`, refuses the rest at once as busy', async () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, { concurrency: 2, maxQueued: 8, maxWaitMs: 60_000 });
    const outcomes: string[] = [];
    // Wrong passwords of known accounts: each is a real derivation.
    const flood = Array.from({ length: 50 }, (_, i) =>
      queue.public.verify(`guess-${i}`, 'hash:secret').then(
        () => outcomes.push('checked'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(ApiFailure);
          expect((error as ApiFailure).messageKey).toBe('serverBusy');
          expect((error as ApiFailure).retryAfter).toBeGreaterThanOrEqual(1);
          outcomes.push('busy');
        },
      ),
    );
    await settle();
    // Refused before a single derivation finished: nobody waits behind the flood to be told "busy".
    expect(outcomes).toEqual(Array.from({ length: 40 }, () => 'busy'));
    expect(queue.load()).toEqual({ running: 2, waiting: { public: 8, member: 0 } });
    // The routes ask first, before any database work; the member lane still has room.
    expect(() => queue.public.assertCapacity?.()).toThrow('serverBusy');
    expect(() => queue.member.assertCapacity?.()).not.toThrow();

    // A real login now is refused quickly too; once a slot frees it gets in with ≤ 8 ahead of it.
    await expect(queue.public.verify('owner', 'hash:owner')).rejects.toThrow('serverBusy');
    await fake.finishOne();
    const owner = queue.public.verify('owner', 'hash:owner');
    await settle();
    expect(queue.load().waiting.public).toBe(8);
    while (!fake.started.includes('owner')) await fake.finishOne();
    expect(fake.started.indexOf('owner')).toBeLessThanOrEqual(2 + 8 + 1);
    while (queue.load().running > 0) await fake.finishOne();
    expect(await owner).toBe(true);
    await Promise.all(flood);
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(10);
    expect(fake.maxRunning()).toBe(2);
  });

  it('serves logged-in members in turns with the public lane, so a login flood cannot starve a withdrawal', async () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, { concurrency: 1, maxQueued: 8, maxWaitMs: 60_000 });
    const flood = Array.from({ length: 9 }, (_, i) =>
      queue.public.verify(`guess-${i}`, 'hash:secret').catch(() => {}),
    );
    await settle();
    expect(queue.load()).toEqual({ running: 1, waiting: { public: 8, member: 0 } });
    // The public lane is full, the member lane is not.
    const withdrawal = queue.member.verify('member', 'hash:member');
    await settle();
    await fake.finishOne();
    expect(fake.started.slice(0, 2)).toEqual(['guess-0', 'member']);
    await fake.finishOne();
    expect(await withdrawal).toBe(true);
    while (queue.load().running > 0) await fake.finishOne();
    await Promise.all(flood);
    expect(fake.maxRunning()).toBe(1);
  });

  it('an unknown account derives nothing and takes no place: a real login during 50 of them starts at once', async () => {
    const { fake, time, queue, finishAfter } = timedQueue({ concurrency: 2, maxQueued: 2 });
    // One real verification, measured: 800 ms.
    const first = queue.public.verify('owner', 'hash:owner');
    await settle();
    await finishAfter(800);
    expect(await first).toBe(true);
    expect(queue.measured().public).toEqual([800]);

    let answered = 0;
    const flood = Array.from({ length: 50 }, (_, i) =>
      queue.public.verifyNothing(`unknown-${i}`).then(() => (answered += 1)),
    );
    await settle();
    expect(fake.started).toEqual(['owner']);
    expect(queue.load()).toEqual({ running: 0, waiting: { public: 0, member: 0 } });
    expect(time.asked()).toEqual(Array.from({ length: 50 }, () => 800));
    expect(() => queue.public.assertCapacity?.()).not.toThrow();

    const owner = queue.public.verify('owner', 'hash:owner');
    await settle();
    expect(fake.started).toEqual(['owner', 'owner']);
    expect(queue.load()).toEqual({ running: 1, waiting: { public: 0, member: 0 } });
    await fake.finishOne();
    expect(await owner).toBe(true);
    // The flood is still waiting out its 800 ms.
    expect(answered).toBe(0);
    await time.wakeAll();
    await Promise.all(flood);
    expect(answered).toBe(50);
    expect(fake.started).toEqual(['owner', 'owner']);
  });

  it('waits as long as a verification asked now would: its expected queue wait, then a recent derivation time ±5 %', async () => {
    const { fake, time, queue, finishAfter } = timedQueue({ concurrency: 1, maxQueued: 4 });
    const right = queue.public.verify('a', 'hash:a');
    const wrong = queue.public.verify('b', 'hash:a');
    await settle();
    await finishAfter(200);
    await finishAfter(400);
    expect([await right, await wrong]).toEqual([true, false]);
    // The second one waited 200 ms for the first: only the derivations are measured.
    expect(queue.measured().public).toEqual([200, 400]);

    // Now one derivation runs (100 ms in, 300 expected: the mean) and one waits: a real verification
    // asked now would start in 200 + 300 ms.
    const running = queue.public.verify('c', 'hash:c');
    const queued = queue.public.verify('d', 'hash:d');
    await settle();
    time.advance(100);
    expect(queue.expectedWait('public')).toBe(500);

    // Each sample takes two random numbers: which measurement, then how much to stretch it.
    time.randoms.push(0, 0.5, 0.99, 0.5, 0.2, 0, 0.6, 0.75);
    const unknown = Array.from({ length: 4 }, () => queue.public.verifyNothing('unknown'));
    await settle();
    const asked = time.asked();
    expect(asked).toHaveLength(4);
    expect(asked[0]).toBeCloseTo(500 + 200);
    expect(asked[1]).toBeCloseTo(500 + 400);
    expect(asked[2]).toBeCloseTo(500 + 190);
    expect(asked[3]).toBeCloseTo(500 + 410);
    expect(fake.started).toEqual(['a', 'b', 'c']);
    await time.wakeAll();
    await Promise.all(unknown);
    await finishAfter(200);
    await finishAfter(300);
    expect([await running, await queued]).toEqual([true, true]);
    // Registration (hash) is not a verification: not imitated.
    const hashed = queue.public.hash('e');
    await settle();
    await finishAfter(5000);
    expect(await hashed).toBe('hash:e');
    expect(queue.measured()).toEqual({ public: [200, 400, 300, 300], member: [] });
  });

  it('with nothing measured (start, or a quiet spell), one real derivation seeds the timing for all waiting', async () => {
    const { fake, time, queue, finishAfter } = timedQueue({ concurrency: 2, maxQueued: 2 });
    let answered = 0;
    const early = Array.from({ length: 5 }, (_, i) =>
      queue.public.verifyNothing(`unknown-${i}`).then(() => (answered += 1)),
    );
    await settle();
    expect(fake.started).toEqual(['unknown-0']);
    expect(queue.load().running).toBe(1);
    await finishAfter(500);
    await Promise.all(early);
    // All five waited the 500 ms of that derivation: nothing left to wait.
    expect(answered).toBe(5);
    expect(time.asked()).toEqual([]);
    expect(queue.measured().public).toEqual([500]);

    const later = queue.public.verifyNothing('unknown-5');
    await settle();
    expect(fake.started).toEqual(['unknown-0']);
    expect(time.asked()).toEqual([500]);
    await time.wakeAll();
    await later;

    // Measurements are forgotten after `maxAgeMs`: the next one measures again.
    time.advance(DEFAULT_VERIFY_TIMING.maxAgeMs + 1);
    const stale = queue.public.verifyNothing('unknown-6');
    await settle();
    expect(fake.started).toEqual(['unknown-0', 'unknown-6']);
    await finishAfter(400);
    await stale;
    expect(queue.measured().public).toEqual([400]);
  });

  it('refuses an unknown account as busy exactly when it would refuse a verification', async () => {
    const { time, queue, finishAfter } = timedQueue({ concurrency: 1, maxQueued: 1 });
    const seed = queue.public.verify('seed', 'hash:seed');
    await settle();
    await finishAfter(100);
    await seed;

    const running = queue.public.verify('a', 'hash:a');
    const queued = queue.public.verify('b', 'hash:b');
    await settle();
    await expect(queue.public.verifyNothing('unknown')).rejects.toThrow('serverBusy');
    await expect(queue.public.verify('c', 'hash:c')).rejects.toThrow('serverBusy');
    await finishAfter(100);
    await finishAfter(100);
    expect([await running, await queued]).toEqual([true, true]);
    const unknown = queue.public.verifyNothing('unknown');
    await settle();
    expect(time.asked()).toHaveLength(1);
    await time.wakeAll();
    await unknown;
  });

  it('with the defaults, a burst of 30 registrations (far beyond the old 2 waiting places) waits its turn: all served, 2 at once, in arrival order', async () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, DEFAULT_LOGIN_PROTECTION.hashing);
    const refused: unknown[] = [];
    const burst = Array.from({ length: 30 }, (_, i) =>
      queue.public.hash(`member-${i}`).catch((error: unknown) => {
        refused.push(error);
        return null;
      }),
    );
    await settle();
    expect(refused).toEqual([]);
    expect(queue.load()).toEqual({ running: 2, waiting: { public: 28, member: 0 } });
    // Nothing measured yet: 1 s a derivation is assumed, so the last one expects to start in 14 s,
    // within the 15 s bound.
    while (queue.load().running > 0) await fake.finishOne();
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 30 }, (_, i) => `hash:member-${i}`));
    expect(fake.started).toEqual(Array.from({ length: 30 }, (_, i) => `member-${i}`));
    expect(fake.maxRunning()).toBe(2);
  });

  it('admits what is expected to start within `maxWaitMs` at the measured derivation time; past it refuses at once with the expected wait as `retryAfter`', async () => {
    const { fake, queue, finishAfter } = timedQueue({ concurrency: 2, maxQueued: 100 });
    // Two derivations measured at 3 s each (a slow host).
    const measuring = [queue.public.hash('m-1'), queue.public.hash('m-2')];
    await settle();
    await finishAfter(3000);
    await fake.finishOne();
    await Promise.all(measuring);

    const outcomes: (string | number)[] = [];
    const burst = Array.from({ length: 30 }, (_, i) =>
      queue.public.hash(`member-${i}`).then(
        () => outcomes.push('served'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(ApiFailure);
          expect((error as ApiFailure).messageKey).toBe('serverBusy');
          outcomes.push((error as ApiFailure).retryAfter ?? 'no retryAfter');
        },
      ),
    );
    await settle();
    // 2 run; the k-th waiting one starts in 3 s × (1 + ⌊k/2⌋): 10 of them within 15 s. The 13th and
    // later would start in 18 s: refused at once, told to come back then.
    expect(queue.load()).toEqual({ running: 2, waiting: { public: 10, member: 0 } });
    expect(outcomes).toEqual(Array.from({ length: 18 }, () => 18));
    expect(queue.expectedWait('public')).toBe(18_000);
    expect(() => queue.public.assertCapacity?.()).toThrow('serverBusy');
    // The member lane, taken in turns, is not starved by the public one: its next derivation starts
    // as soon as a slot frees.
    expect(queue.expectedWait('member')).toBe(3000);
    expect(() => queue.member.assertCapacity?.()).not.toThrow();

    // Two derivations later there is room again.
    await finishAfter(3000);
    await fake.finishOne();
    expect(queue.expectedWait('public')).toBe(15_000);
    const late = queue.public.hash('late');
    await settle();
    expect(queue.load().waiting.public).toBe(9);
    while (queue.load().running > 0) {
      await finishAfter(3000);
    }
    await Promise.all(burst);
    expect(await late).toBe('hash:late');
    expect(outcomes.filter((outcome) => outcome === 'served')).toHaveLength(12);
  });

  it('a waiting derivation whose caller went away leaves the queue without deriving', async () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, { concurrency: 1, maxQueued: 4, maxWaitMs: 15_000 });
    const first = queue.public.hash('first');
    const gone = new AbortController();
    const left = queue.public.withSignal?.(gone.signal).hash('gone');
    const after = queue.public.hash('after');
    await settle();
    expect(queue.load()).toEqual({ running: 1, waiting: { public: 2, member: 0 } });
    gone.abort();
    await expect(left).rejects.toThrow('serverBusy');
    expect(queue.load()).toEqual({ running: 1, waiting: { public: 1, member: 0 } });
    await fake.finishOne();
    await fake.finishOne();
    expect([await first, await after]).toEqual(['hash:first', 'hash:after']);
    expect(fake.started).toEqual(['first', 'after']);
    // Already gone: not even queued.
    await expect(queue.public.withSignal?.(gone.signal).verify('x', 'hash:x')).rejects.toThrow('serverBusy');
    expect(fake.started).toEqual(['first', 'after']);
  });

  it('passes rehash decisions and parameters through without queueing', () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, { concurrency: 1, maxQueued: 0, maxWaitMs: 15_000 });
    expect(queue.public.params).toEqual({ logN: 1, r: 1, p: 1 });
    expect(queue.member.needsRehash('x')).toBe(false);
  });
});
