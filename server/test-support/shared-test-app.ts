import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { EndpointDefinition, EndpointResult } from '@/lib/api/define-endpoint';
import { memberLogin } from '@/lib/api/endpoints/member-login';
import * as z from '@/lib/api/zod';
import { DEMO_MEMBER } from '../seed-accounts';
import { startTestApp, type PostOptions, type TestApp } from './test-app';

/**
 * One test app for a whole file, reset to its seed before every test unless `reset` is false (the
 * file's own `beforeEach` hooks run after that reset). The object stands for the app once it has
 * started, so the file writes `app.post(…)`, `app.db` as with an app of its own.
 */
export function sharedTestApp(
  options: Parameters<typeof startTestApp>[0] = {},
  { timeout = 60_000, reset = true }: { timeout?: number; reset?: boolean } = {},
): TestApp {
  let started: TestApp | undefined;
  const running = (): TestApp => {
    if (!started) throw new Error('test app not started');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(options);
  }, timeout);
  afterAll(() => started?.close());
  if (reset) beforeEach(() => running().reset());
  return {
    get url() {
      return running().url;
    },
    get db() {
      return running().db;
    },
    get clock() {
      return running().clock;
    },
    post: (...args) => running().post(...args),
    reset: () => running().reset(),
    close: () => running().close(),
  };
}

/** Logs a member in (the seeded community shares the demo password) and answers the session token. */
export async function memberToken(
  app: Pick<TestApp, 'post'>,
  account: string,
  password: string = DEMO_MEMBER.password,
): Promise<string> {
  const { envelope } = await app.post('member/login', { account, password });
  expect(envelope.code, envelope.msg).toBe(200);
  return memberLogin.response(z).parse(envelope.result).token;
}

/** Posts to `endpoint` and parses the answer's result with the endpoint's response schema. */
export async function resultOf<E extends EndpointDefinition>(
  app: Pick<TestApp, 'post'>,
  endpoint: E,
  body?: unknown,
  options?: PostOptions,
): Promise<EndpointResult<E>> {
  const { envelope } = await app.post(endpoint.path, body, options);
  return endpoint.response(z).parse(envelope.result) as EndpointResult<E>;
}

/** The envelope of a refused request: its code, the reason the client branches on, the message. */
export function refusal(code: number, reason: string, msg: string) {
  return { code, msg, reason, result: null };
}
