import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/api-failure';
import { createHashingQueue } from './hashing-queue';
import type { PasswordHasher } from './password-hash';

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

describe('password hashing queue', () => {
  it('runs at most `concurrency` derivations, queues `maxQueued`, refuses the rest at once as busy', async () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, { concurrency: 2, maxQueued: 8 });
    const outcomes: string[] = [];
    const flood = Array.from({ length: 50 }, (_, i) =>
      queue.public.verifyNothing(`unknown-${i}`).then(
        () => outcomes.push('checked'),
        (error: unknown) => {
          expect(error).toBeInstanceOf(ApiFailure);
          expect((error as ApiFailure).messageKey).toBe('serverBusy');
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
    const queue = createHashingQueue(fake.hasher, { concurrency: 1, maxQueued: 8 });
    const flood = Array.from({ length: 9 }, (_, i) =>
      queue.public.verifyNothing(`unknown-${i}`).catch(() => {}),
    );
    await settle();
    expect(queue.load()).toEqual({ running: 1, waiting: { public: 8, member: 0 } });
    // The public lane is full, the member lane is not.
    const withdrawal = queue.member.verify('member', 'hash:member');
    await settle();
    await fake.finishOne();
    expect(fake.started.slice(0, 2)).toEqual(['unknown-0', 'member']);
    await fake.finishOne();
    expect(await withdrawal).toBe(true);
    while (queue.load().running > 0) await fake.finishOne();
    await Promise.all(flood);
    expect(fake.maxRunning()).toBe(1);
  });

  it('passes rehash decisions and parameters through without queueing', () => {
    const fake = gatedHasher();
    const queue = createHashingQueue(fake.hasher, { concurrency: 1, maxQueued: 0 });
    expect(queue.public.params).toEqual({ logN: 1, r: 1, p: 1 });
    expect(queue.member.needsRehash('x')).toBe(false);
  });
});
