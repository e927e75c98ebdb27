import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Locale } from '@/lib/i18n/locales';
import { clientAddress } from '../auth/client-address';
import { DEFAULT_LOGIN_PROTECTION, type LoginProtection } from '../auth/login-lockout';
import type { PasswordHasher } from '../auth/password-hash';
import { resolveSession, type SessionMember } from '../auth/sessions';
import { tokenFromAuthorization } from '../auth/session-tokens';
import type { ChainClient } from '../chain/btcw-chain';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { acceptJsonBodies, BODY_TOO_LARGE, InvalidJsonBodyError, isBodyError } from '../http/request-bodies';
import type { MessageKey } from '../i18n/messages';
import { negotiateLocale } from '../i18n/negotiate-locale';
import { formatWait, translate, type MessageParams } from '../i18n/translate';
import type { ApiContext } from './api-context';
import { ApiFailure, CODE } from './api-failure';
import {
  LIMITED_ENDPOINTS,
  spendsAccountBucket,
  type ApiRateLimiter,
  type TakeResult,
} from './api-rate-limit';
import { RequestValidationError, type ApiRoute } from './api-route';
import { validationMessage } from './validation-message';
import * as z from '@/lib/api/zod';

export const API_PREFIX = '/api';
export const API_BODY_LIMIT = 64 * 1024;

export interface ApiPluginOptions {
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
  /**
   * Told of every request refused by a rate limit (with the endpoint's limit group) or by a login
   * delay (with the endpoint), for /metrics.
   */
  onRefusal?: (refusal: 'rateLimit' | 'loginDelay', limiter: string) => void;
}

interface ApiSession {
  member: SessionMember;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session of an `auth: true` endpoint's request, once `authenticate` has run. */
    apiSession: ApiSession | null;
  }
}

/**
 * `POST /api/<path>` with the `{ code, msg, result }` envelope (register with `prefix: API_PREFIX`).
 * Every answer of the scope is an envelope: refusals of the body, unknown paths and methods too.
 */
export function apiPlugin(app: FastifyInstance, options: ApiPluginOptions, done: () => void): void {
  const { routes, db, chain, passwords, clock, rateLimiter } = options;
  const memberPasswords = options.memberPasswords ?? passwords;
  const loginProtection = options.loginProtection ?? DEFAULT_LOGIN_PROTECTION;
  const byPath = new Map(routes.map((route) => [route.endpoint.path, route]));
  if (byPath.size !== routes.length) throw new Error('Two API routes share one path');

  const countRefusal = (path: string, failure: ApiFailure) => {
    if (failure.code === CODE.tooManyRequests)
      options.onRefusal?.('rateLimit', LIMITED_ENDPOINTS[path]?.group ?? path);
    // 423 is also a held account's answer; a login delay is the one that says when to try again.
    else if (failure.code === CODE.locked && failure.messageKey === 'accountLocked')
      options.onRefusal?.('loginDelay', path);
  };

  acceptJsonBodies(app, API_BODY_LIMIT, () => undefined);
  app.decorateRequest('apiSession', null);

  /** Unknown path: 404; a known one asked with another method than POST: 405. Whatever the body. */
  const refuseRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    if (!byPath.has(apiPathOf(request.url)))
      return sendEnvelope(reply, 404, locale, CODE.notFound, 'unknownEndpoint');
    void reply.header('allow', 'POST');
    return sendEnvelope(reply, 405, locale, CODE.methodNotAllowed, 'methodNotAllowed');
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.method !== 'POST' || !byPath.has(apiPathOf(request.url))) return refuseRoute(request, reply);
    const locale = localeOf(request);
    if (error instanceof ApiFailure) {
      countRefusal(apiPathOf(request.url), error);
      // For scripts and proxies; the app reads the envelope's `retryAfter` (the same figure).
      if (error.retryAfter !== undefined) void reply.header('retry-after', String(error.retryAfter));
      return sendEnvelope(
        reply,
        200,
        locale,
        error.code,
        error.messageKey,
        error.params,
        null,
        error.retryAfter,
      );
    }
    if (error instanceof RequestValidationError) {
      const { key, params } = validationMessage(error.issues, error.input);
      return sendEnvelope(reply, 200, locale, CODE.refused, key, params);
    }
    if (error.code === BODY_TOO_LARGE) return sendEnvelope(reply, 200, locale, CODE.tooLarge, 'bodyTooLarge');
    if (error instanceof InvalidJsonBodyError || isBodyError(error))
      return sendEnvelope(reply, 200, locale, CODE.refused, 'invalidJson');
    console.error(`[api] ${apiPathOf(request.url)} failed:`, error);
    return sendEnvelope(reply, 200, locale, CODE.internal, 'internalError');
  });

  /** Resolves the session of an `auth: true` endpoint (401 without a live one). */
  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const { authorization } = request.headers;
    const token = tokenFromAuthorization(authorization);
    if (!token) throw new ApiFailure(CODE.unauthorized, authorization ? 'sessionExpired' : 'notLoggedIn');
    const session = await resolveSession(db, token, clock.now());
    if (!session) throw new ApiFailure(CODE.unauthorized, 'sessionExpired');
    request.apiSession = { member: session.member, sessionId: session.sessionId };
  };

  function hooksFor(route: ApiRoute): preHandlerAsyncHookHandler[] {
    const path = route.endpoint.path;
    const limited = rateLimiter !== undefined && Object.hasOwn(LIMITED_ENDPOINTS, path);
    const hooks: preHandlerAsyncHookHandler[] = [];
    // The client's bucket before anything else is done; the account's once the session is known.
    if (limited)
      hooks.push(async (request, reply) =>
        assertWithin(
          await rateLimiter.takeClient(path, clientAddress(request.raw, loginProtection.trustedProxies)),
          reply,
          localeOf(request),
        ),
      );
    if (route.endpoint.auth) hooks.push(authenticate);
    if (limited)
      hooks.push(async (request, reply) => {
        if (!spendsAccountBucket(path, request.body)) return;
        const named = (request.body as { account?: unknown } | null | undefined)?.account;
        const account = request.apiSession
          ? `member:${request.apiSession.member.id}`
          : typeof named === 'string'
            ? named.trim()
            : null;
        if (account) assertWithin(await rateLimiter.takeAccount(path, account), reply, localeOf(request));
      });
    return hooks;
  }

  for (const route of routes) {
    app.post(`/${route.endpoint.path}`, { preHandler: hooksFor(route) }, async (request, reply) => {
      const locale = localeOf(request);
      // A client that closes the connection before its answer: its derivation still waiting in the
      // hashing queue leaves it without deriving.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const lane = route.endpoint.auth ? memberPasswords : passwords;
      const ctx: ApiContext = {
        db,
        chain,
        passwords: lane.withSignal?.(gone.signal) ?? lane,
        loginProtection,
        client: clientAddress(request.raw, loginProtection.trustedProxies),
        locale,
        now: () => clock.now(),
        member: request.apiSession?.member ?? null,
        sessionId: request.apiSession?.sessionId ?? null,
      };
      const result = await route.run(request.body, ctx);
      if (options.validateResponses) {
        const checked = route.endpoint.response(z).safeParse(result);
        if (!checked.success)
          throw new Error(`${route.endpoint.path} answered outside its schema: ${checked.error.message}`);
      }
      return sendEnvelope(reply, 200, locale, CODE.ok, route.successMessage, {}, result ?? null);
    });
  }
  // Everything else under /api (a static route such as /api/openapi.json still wins over these).
  app.all('/*', refuseRoute);
  app.all('/', { prefixTrailingSlash: 'no-slash' }, refuseRoute);
  done();
}

/** The endpoint path of a request URL as the routes name it (`member/login`), undecoded. */
function apiPathOf(url: string): string {
  return (url.split('?', 1)[0] ?? '').slice(`${API_PREFIX}/`.length);
}

function localeOf(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

/** A refused bucket: 429 in the envelope with the wait in words, and `Retry-After` for scripts. */
function assertWithin(taken: TakeResult, reply: FastifyReply, locale: Locale): void {
  if (taken.ok) return;
  void reply.header('retry-after', String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))));
  throw new ApiFailure(CODE.tooManyRequests, 'tooManyRequests', {
    wait: formatWait(locale, Math.max(1000, taken.retryAfterMs)),
  });
}

function sendEnvelope(
  reply: FastifyReply,
  status: number,
  locale: Locale,
  code: number,
  key: MessageKey,
  params: MessageParams = {},
  result: unknown = null,
  retryAfter?: number,
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-language', locale)
    .send({
      code,
      msg: translate(locale, key, params),
      result,
      // A refusal names its cause, so the app can show it at the field it concerns.
      ...(code === CODE.ok ? {} : { reason: key }),
      ...(retryAfter === undefined ? {} : { retryAfter }),
    });
}
