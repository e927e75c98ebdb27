import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { PasswordHasher } from '../auth/password-hash';
import type { AdjustableClock } from '../clock';
import type { Db } from '../db/db';
import { settleDueOrders } from '../financial/financial';
import { readBody } from '../http/read-body';
import { resetAndSeed } from '../seed';
import { isSettingKey, writeSetting } from '../settings/settings';
import { approveWithdrawal, rejectWithdrawal, WithdrawalStateError } from '../withdrawals/withdrawals';
import { seedLongData } from './long-data';

const clockBody = z
  .object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(10 * 366 * 86_400_000),
  })
  .strict();
const settingBody = z.object({ key: z.string(), value: z.string() }).strict();
const approveBody = z.object({ id: z.number().int().positive(), txHash: z.string().optional() }).strict();
const rejectBody = z
  .object({ id: z.number().int().positive(), reason: z.string().max(200).optional() })
  .strict();

/**
 * TEST_MODE only (never in production): reset, server clock, platform settings and the operator's
 * withdrawal decisions over HTTP, because the operator CLI cannot open the embedded database while the
 * e2e server holds it. Same functions as `npm run operator`.
 */
export function createTestEndpoints(deps: { db: Db; passwords: PasswordHasher; clock: AdjustableClock }) {
  const { db, passwords, clock } = deps;
  const handlers: Record<string, (body: unknown) => Promise<unknown>> = {
    '/__test__/reset': async () => {
      clock.resetOffset();
      await resetAndSeed(db, passwords, clock.now());
      return { ok: true };
    },
    '/__test__/clock': async (body) => {
      clock.advance(clockBody.parse(body).advanceMs);
      const settled = await settleDueOrders(db, clock.now());
      return { now: clock.now().toISOString(), settled: settled.length };
    },
    // Like `npm run operator -- set <key> <value>` (e.g. a confirmation depth above 1).
    '/__test__/settings': async (body) => {
      const { key, value } = settingBody.parse(body);
      if (!isSettingKey(key)) throw new Error(`Unknown setting ${key}`);
      return { [key]: await writeSetting(db, key, value, clock.now()) };
    },
    '/__test__/long-data': () => seedLongData(db, clock.now()),
    '/__test__/withdrawals/approve': async (body) => {
      const { id, txHash } = approveBody.parse(body);
      const record = await approveWithdrawal(db, id, clock.now(), txHash ?? null);
      return { id: record.id, status: record.status };
    },
    '/__test__/withdrawals/reject': async (body) => {
      const { id, reason } = rejectBody.parse(body);
      const record = await rejectWithdrawal(db, id, clock.now(), reason ?? null);
      return { id: record.id, status: record.status };
    },
  };

  return async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const handler = handlers[path];
    if (!handler) return send(res, 404, { error: 'Not found' });
    if (req.method !== 'POST') return send(res, 405, { error: 'Method not allowed' });
    const raw = (await readBody(req, 64 * 1024)).toString('utf8');
    try {
      return send(res, 200, await handler(raw ? JSON.parse(raw) : {}));
    } catch (error) {
      if (
        error instanceof WithdrawalStateError ||
        error instanceof z.ZodError ||
        error instanceof SyntaxError
      )
        return send(res, 400, { error: error.message });
      throw error;
    }
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
