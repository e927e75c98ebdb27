import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@/lib/i18n/locales';
import { clientAddress } from '../auth/client-address';
import { DEFAULT_LOGIN_PROTECTION, type LoginProtection } from '../auth/login-lockout';
import type { PasswordHasher } from '../auth/password-hash';
import { resolveSession } from '../auth/sessions';
import { tokenFromAuthorization } from '../auth/session-tokens';
import type { ChainClient } from '../chain/btcw-chain';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { BodyTooLargeError, readBody } from '../http/read-body';
import type { MessageKey } from '../i18n/messages';
import { negotiateLocale } from '../i18n/negotiate-locale';
import { formatWait, translate, type MessageParams } from '../i18n/translate';
import type { TakeResult } from '../http/rate-limit';
import type { ApiRateLimiter } from './api-rate-limit';
import type { ApiContext } from './api-context';
import { ApiFailure, CODE } from './api-failure';
import { RequestValidationError, type ApiRoute } from './api-route';
import { validationMessage } from './validation-message';
import * as z from '@/lib/api/zod';

export const API_BODY_LIMIT = 64 * 1024;

export interface ApiHandlerOptions {
  routes: readonly ApiRoute[];
  db: Db;
  chain: ChainClient;
  /** For public endpoints (login, registration). */
  passwords: PasswordHasher;
  /** For `auth: true` endpoints (default: `passwords`): a lane of its own, so logins can't crowd it out. */
  memberPasswords?: PasswordHasher;
  /** Default: `DEFAULT_LOGIN_PROTECTION`. */
  loginProtection?: LoginProtection;
  clock: Clock;
  /** Check every result against the endpoint's response schema (tests, test mode): a mismatch is a 500. */
  validateResponses: boolean;
  /** Limits on the password and money endpoints (default: none). */
  rateLimiter?: ApiRateLimiter;
}

/** Answers `/api/<path>` with the `{ code, msg, result }` envelope. */
export function createApiHandler(options: ApiHandlerOptions) {
  const byPath = new Map(options.routes.map((route) => [route.endpoint.path, route]));
  if (byPath.size !== options.routes.length) throw new Error('Two API routes share one path');

  return async (req: IncomingMessage, res: ServerResponse, apiPath: string): Promise<void> => {
    const locale = negotiateLocale(req.headers['accept-language']);
    const reply = (
      status: number,
      code: number,
      key: MessageKey,
      params: MessageParams = {},
      result: unknown = null,
    ) =>
      sendEnvelope(res, status, locale, {
        code,
        msg: translate(locale, key, params),
        result,
        // A refusal names its cause, so the app can show it at the field it concerns.
        ...(code === CODE.ok ? {} : { reason: key }),
      });

    const route = byPath.get(apiPath);
    if (!route) return reply(404, CODE.notFound, 'unknownEndpoint');
    if (req.method !== 'POST') {
      res.setHeader('Allow', 'POST');
      return reply(405, CODE.methodNotAllowed, 'methodNotAllowed');
    }

    let body: unknown;
    try {
      const raw = await readBody(req, API_BODY_LIMIT);
      body = raw.length === 0 ? undefined : JSON.parse(raw.toString('utf8'));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return reply(200, CODE.tooLarge, 'bodyTooLarge');
      if (error instanceof SyntaxError) return reply(200, CODE.refused, 'invalidJson');
      throw error;
    }

    try {
      const limiter = options.rateLimiter;
      if (limiter) {
        assertWithin(
          limiter.takeClient(
            apiPath,
            clientAddress(req, (options.loginProtection ?? DEFAULT_LOGIN_PROTECTION).trustedProxies),
          ),
          res,
          locale,
        );
      }
      const ctx = await contextFor(req, route, locale, options);
      if (limiter) {
        const named = (body as { account?: unknown } | null | undefined)?.account;
        const account = ctx.member
          ? `member:${ctx.member.id}`
          : typeof named === 'string'
            ? named.trim()
            : null;
        if (account) assertWithin(limiter.takeAccount(apiPath, account), res, locale);
      }
      const result = await route.run(body, ctx);
      if (options.validateResponses) {
        const checked = route.endpoint.response(z).safeParse(result);
        if (!checked.success)
          throw new Error(`${apiPath} answered outside its schema: ${checked.error.message}`);
      }
      return reply(200, CODE.ok, route.successMessage, {}, result ?? null);
    } catch (error) {
      if (error instanceof ApiFailure) return reply(200, error.code, error.messageKey, error.params);
      if (error instanceof RequestValidationError) {
        const { key, params } = validationMessage(error.issues, error.input);
        return reply(200, CODE.refused, key, params);
      }
      console.error(`[api] ${apiPath} failed:`, error);
      return reply(200, CODE.internal, 'internalError');
    }
  };
}

async function contextFor(
  req: IncomingMessage,
  route: ApiRoute,
  locale: Locale,
  {
    db,
    chain,
    passwords,
    memberPasswords,
    loginProtection = DEFAULT_LOGIN_PROTECTION,
    clock,
  }: ApiHandlerOptions,
): Promise<ApiContext> {
  const ctx: ApiContext = {
    db,
    chain,
    passwords: route.endpoint.auth ? (memberPasswords ?? passwords) : passwords,
    loginProtection,
    client: clientAddress(req, loginProtection.trustedProxies),
    locale,
    now: () => clock.now(),
    member: null,
    sessionId: null,
  };
  if (!route.endpoint.auth) return ctx;
  const token = tokenFromAuthorization(req.headers.authorization);
  if (!token)
    throw new ApiFailure(CODE.unauthorized, req.headers.authorization ? 'sessionExpired' : 'notLoggedIn');
  const session = await resolveSession(db, token, clock.now());
  if (!session) throw new ApiFailure(CODE.unauthorized, 'sessionExpired');
  return { ...ctx, member: session.member, sessionId: session.sessionId };
}

/** A refused bucket: 429 in the envelope with the wait in words, and `Retry-After` for scripts. */
function assertWithin(taken: TakeResult, res: ServerResponse, locale: Locale): void {
  if (taken.ok) return;
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
  throw new ApiFailure(CODE.tooManyRequests, 'tooManyRequests', {
    wait: formatWait(locale, Math.max(1000, taken.retryAfterMs)),
  });
}

export function sendEnvelope(
  res: ServerResponse,
  status: number,
  locale: Locale,
  envelope: { code: number; msg: string; result: unknown; reason?: string },
): void {
  const text = JSON.stringify(envelope);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'Content-Language': locale,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(text);
}
