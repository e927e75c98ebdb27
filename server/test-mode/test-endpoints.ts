import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PasswordHasher } from '../auth/password-hash';
import type { AdjustableClock } from '../clock';
import type { Db } from '../db/db';
import { settleDueOrders } from '../financial/financial';
import { endDueStakes } from '../community/stake-maturity';
import { acceptJsonBodies, InvalidJsonBodyError, isBodyError } from '../http/request-bodies';
import { resetAndSeed } from '../seed';
import { isSettingKey, writeSetting } from '../settings/settings';
import {
  approveWithdrawal,
  rejectWithdrawal,
  WithdrawalHeldError,
  WithdrawalStateError,
} from '../withdrawals/withdrawals';
import { holdAccountForTest, UnknownMemberError } from './account-hold';
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
const approveBody = z
  .object({
    id: z.number().int().positive(),
    // The payout's transaction hash: a payout is never recorded without it.
    txHash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
    // The operator's reason to pay out a withdrawal on hold (CLI: --override-hold <reason>).
    overrideHold: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
const rejectBody = z
  .object({ id: z.number().int().positive(), reason: z.string().max(200).optional() })
  .strict();

export const TEST_PREFIX = '/__test__';

export interface TestEndpointsOptions {
  db: Db;
  passwords: PasswordHasher;
  clock: AdjustableClock;
}

/**
 * TEST_MODE only (never in production): reset, server clock, platform settings and the operator's
 * withdrawal decisions over HTTP, because the operator CLI cannot open the embedded database while the
 * e2e server holds it. Same functions as `npm run operator`. Register with `prefix: TEST_PREFIX`.
 */
export function testEndpoints(app: FastifyInstance, deps: TestEndpointsOptions, done: () => void): void {
  const { db, passwords, clock } = deps;
  const handlers: Record<string, (body: unknown) => Promise<unknown>> = {
    '/reset': async () => {
      clock.resetOffset();
      await resetAndSeed(db, passwords, clock.now());
      return { ok: true };
    },
    '/clock': async (body) => {
      clock.advance(clockBody.parse(body).advanceMs);
      const settled = await settleDueOrders(db, clock.now());
      await endDueStakes(db, clock.now());
      return { now: clock.now().toISOString(), settled: settled.length };
    },
    // Like `npm run operator -- set <key> <value>` (e.g. a confirmation depth above 1).
    '/settings': async (body) => {
      const { key, value } = settingBody.parse(body);
      if (!isSettingKey(key)) throw new Error(`Unknown setting ${key}`);
      return { [key]: await writeSetting(db, key, value, clock.now()) };
    },
    '/long-data': () => seedLongData(db, clock.now()),
    // A reversed payment taken back from a member (`{ account, takeBack }`): held when it goes negative.
    '/hold': (body) => holdAccountForTest(db, body, clock.now()),
    '/withdrawals/approve': async (body) => {
      const { id, txHash, overrideHold } = approveBody.parse(body);
      const record = await approveWithdrawal(
        db,
        id,
        clock.now(),
        txHash,
        overrideHold === undefined ? null : { reason: overrideHold },
      );
      return { id: record.id, status: record.status };
    },
    '/withdrawals/reject': async (body) => {
      const { id, reason } = rejectBody.parse(body);
      const record = await rejectWithdrawal(db, id, clock.now(), reason ?? null);
      return { id: record.id, status: record.status };
    },
  };

  /** Unknown path: 404; a known one with another method than POST: 405. Whatever the body. */
  const known = (request: FastifyRequest) =>
    Object.hasOwn(handlers, (request.url.split('?', 1)[0] ?? '').slice(TEST_PREFIX.length));
  const refuseRoute = (request: FastifyRequest, reply: FastifyReply) =>
    known(request)
      ? send(reply, 405, { error: 'Method not allowed' })
      : send(reply, 404, { error: 'Not found' });

  acceptJsonBodies(app, 64 * 1024, () => ({}));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method !== 'POST' || !known(request)) return refuseRoute(request, reply);
    if (
      error instanceof WithdrawalStateError ||
      error instanceof UnknownMemberError ||
      error instanceof z.ZodError ||
      error instanceof InvalidJsonBodyError ||
      isBodyError(error)
    )
      return send(reply, 400, { error: error.message });
    if (error instanceof WithdrawalHeldError) return send(reply, 409, { error: error.message });
    throw error;
  });
  for (const [path, handler] of Object.entries(handlers))
    app.post(path, async (request, reply) => send(reply, 200, await handler(request.body ?? {})));
  app.all('/*', refuseRoute);
  done();
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
