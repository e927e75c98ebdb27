import type { Queryable } from '../db/db';
import { parseBtcw } from '../money';

export interface DeviceSeed {
  hashrateId: string;
  stakeAmount: string;
  stakeDays: number;
  dailyOutput: string;
}

/** Devices every fresh database has (the e2e journeys and the demo use them). */
export const SEED_DEVICES: readonly DeviceSeed[] = [
  { hashrateId: 'HR-1001', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-1002', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-1003', stakeAmount: '250.5', stakeDays: 60, dailyOutput: '7.25' },
  { hashrateId: 'HR-1004', stakeAmount: '500', stakeDays: 90, dailyOutput: '12' },
  { hashrateId: 'HR-1005', stakeAmount: '1000', stakeDays: 180, dailyOutput: '20' },
  { hashrateId: 'HR-1006', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-1007', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-1008', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-1009', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-1010', stakeAmount: '100', stakeDays: 30, dailyOutput: '5' },
  { hashrateId: 'HR-2001', stakeAmount: '5000', stakeDays: 365, dailyOutput: '50' },
];

/** Idempotent: adds the seed devices that are missing. */
export async function seedDevices(db: Queryable, now: Date): Promise<void> {
  for (const device of SEED_DEVICES) {
    await db.query(
      `INSERT INTO devices (hashrate_id, stake_amount, stake_days, daily_output, created_at)
       VALUES ($1, $2::numeric, $3, $4::numeric, $5) ON CONFLICT (hashrate_id) DO NOTHING`,
      [
        device.hashrateId,
        parseBtcw(device.stakeAmount).toString(),
        device.stakeDays,
        parseBtcw(device.dailyOutput).toString(),
        now,
      ],
    );
  }
}

/** Hashrate IDs compare case-insensitively. */
export function canonicalHashrateId(input: string): string {
  return input.trim().toUpperCase();
}
