import { performance } from 'node:perf_hooks';

/**
 * How long a real password verification takes right now, measured, so a login for an unknown account
 * can answer as late as a wrong password for a known one would without deriving a key
 * (`server/auth/hashing-queue.ts`, docs/server-security.md, "What login reveals").
 *
 * It keeps the derivation times of the most recent real verifications (`window`; the hashing queue
 * adds the queue wait a verification asked now is expected to have) that are not older than
 * `maxAgeMs`. A sample is one of them picked at random (so the imitation follows their whole
 * distribution, not only their median: an occasional slow derivation shows up as often in both) and
 * stretched by a random ±`jitter` fraction (so no two answers repeat one measured value exactly). No
 * measurement: no sample; the caller then measures one real verification first.
 */
export interface VerifyTimingOptions {
  /** Most recent measurements kept. */
  window: number;
  /** Measurements older than this are forgotten (a quiet server is not imitated with a busy hour's times). */
  maxAgeMs: number;
  /** Random stretch of each sample, as a fraction (0.05: ±5 %). */
  jitter: number;
  /** Milliseconds, monotonic. */
  now: () => number;
  /** Uniform in [0, 1). */
  random: () => number;
}

export const DEFAULT_VERIFY_TIMING: VerifyTimingOptions = {
  window: 64,
  maxAgeMs: 10 * 60 * 1000,
  jitter: 0.05,
  now: () => performance.now(),
  random: Math.random,
};

export interface VerifyTiming {
  /** One real verification's derivation took `ms` (its queue wait not included). */
  record(ms: number): void;
  /** A duration to spend, drawn from the recent measurements; null when there is none. */
  sample(): number | null;
  /** The measurements in use, oldest first (diagnostics and tests). */
  recent(): number[];
}

export function createVerifyTiming(options: Partial<VerifyTimingOptions> = {}): VerifyTiming {
  const { window, maxAgeMs, jitter, now, random } = { ...DEFAULT_VERIFY_TIMING, ...options };
  const size = Math.max(1, Math.floor(window));
  const measured: { at: number; ms: number }[] = [];

  const forgetOld = () => {
    const oldest = now() - maxAgeMs;
    while (measured.length > 0 && (measured[0]?.at ?? oldest) < oldest) measured.shift();
  };

  return {
    record(ms) {
      if (!Number.isFinite(ms) || ms < 0) return;
      measured.push({ at: now(), ms });
      if (measured.length > size) measured.shift();
    },
    sample() {
      forgetOld();
      const picked = measured[Math.min(measured.length - 1, Math.floor(random() * measured.length))];
      if (!picked) return null;
      return Math.max(0, picked.ms * (1 + jitter * (2 * random() - 1)));
    },
    recent() {
      forgetOld();
      return measured.map((entry) => entry.ms);
    },
  };
}
