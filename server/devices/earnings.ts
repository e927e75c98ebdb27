/**
 * Stake earnings from time alone (no stored accruals), so an injected clock moves them.
 *
 * - A staked device produces `dailyOutput` at the end of each whole day after `startedAt`, for
 *   `stakeDays` days.
 * - Each day's output is released linearly over the next {@link RELEASE_DAYS} whole days
 *   (1/RELEASE_DAYS a day); until then it is "unreleased".
 * - What is released waits in "released earnings" until `asset/releaseEarnings` moves it to the
 *   balance (ledger kind `release`).
 */
export const DAY_MS = 86_400_000;
export const RELEASE_DAYS = 10;

export interface StakeForEarnings {
  dailyOutput: bigint;
  stakeDays: number;
  startedAt: Date;
}

export interface StakeEarnings {
  /** Whole days produced so far (0..stakeDays). */
  producedDays: number;
  produced: bigint;
  released: bigint;
  /** Output credited for today (0 once the stake has ended). */
  today: bigint;
  remainingDays: number;
}

export function wholeDaysSince(start: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / DAY_MS));
}

export function stakeEarnings(stake: StakeForEarnings, now: Date): StakeEarnings {
  const elapsed = wholeDaysSince(stake.startedAt, now);
  const producedDays = Math.min(elapsed, stake.stakeDays);
  const produced = stake.dailyOutput * BigInt(producedDays);
  // Day k (1-based) is produced at elapsed = k and releases min(RELEASE_DAYS, elapsed - k)/RELEASE_DAYS.
  let releasedTenths = 0n;
  for (let k = 1; k <= producedDays; k += 1) releasedTenths += BigInt(Math.min(RELEASE_DAYS, elapsed - k));
  const released = (stake.dailyOutput * releasedTenths) / BigInt(RELEASE_DAYS);
  return {
    producedDays,
    produced,
    released,
    today: elapsed < stake.stakeDays ? stake.dailyOutput : 0n,
    remainingDays: stake.stakeDays - producedDays,
  };
}
