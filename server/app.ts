import { STATUS_CODES, type Server } from 'node:http';
import fastify, { type FastifyError, type FastifyReply } from 'fastify';
import { API_PREFIX, apiPlugin } from './api/api-plugin';
import { apiRateLimitScaleFromEnv, createApiRateLimiter } from './api/api-rate-limit';
import type { ApiRoute } from './api/api-route';
import { API_ROUTES } from './api/routes';
import { createHashingQueue } from './auth/hashing-queue';
import {
  loginProtectionFromEnv,
  resolveLoginProtection,
  type LoginProtectionOverrides,
} from './auth/login-lockout';
import { createPasswordHasher, type PasswordHasher } from './auth/password-hash';
import { createChainClient, type ChainClient } from './chain/btcw-chain';
import { adjustableClock, systemClock, type Clock } from './clock';
import type { Db } from './db/db';
import { timedDb } from './db/timed-db';
import { demoWallet, injectDemoWallet } from './demo-wallet/serve-demo-wallet';
import { ignoreBodies } from './http/request-bodies';
import { rpcProxy, type RpcLimits } from './http/rpc-proxy';
import { securityHeaders } from './http/security-headers';
import { staticFiles } from './http/static-files';
import { settleDueOrders } from './financial/financial';
import { drainServer, type ShutdownOptions, type ShutdownReport } from './ops/graceful-shutdown';
import { metricsAllowFromEnv, type AddressAllowList } from './ops/address-allow-list';
import { observeRequests, opsRoutes } from './ops/ops-routes';
import { createPlatformMetrics } from './ops/platform-metrics';
import { foldCommunityChanges } from './community/community-fold';
import { endDueStakes } from './community/stake-maturity';
import { startSettler } from './payments/settler';
import { settlerHealthFor } from './payments/settler-health';
import { TEST_PREFIX, testEndpoints } from './test-mode/test-endpoints';
import { serveOpenApi } from './openapi/serve-openapi';

export interface ServerOptions {
  /** Migrated (and seeded) database. */
  db: Db;
  /** The Next.js static export to serve. */
  staticDir: string;
  /** Where `POST /rpc` goes; also the chain client's node unless `chain` is given. */
  chainRpcUrl: string;
  chain?: ChainClient;
  /** Defaults to scrypt N=2^17; tests pass cheaper parameters. */
  passwords?: PasswordHasher;
  /**
   * Login/re-check throttles, password-hashing bounds and trusted proxies: `DEFAULT_LOGIN_PROTECTION`
   * (`server/auth/login-lockout.ts`), then the environment (`LOGIN_*`, `PASSWORD_*`, `TRUSTED_PROXIES`),
   * then these.
   */
  loginProtection?: LoginProtectionOverrides;
  clock?: Clock;
  /**
   * Inject and serve the local test wallet and its signer (`POST /__demo__/wallet`, anvil's public
   * test keys for accounts #1..#9). `npm start` only.
   */
  demoWallet?: boolean;
  /** Enables `POST /__test__/reset` and the other `/__test__/*` routes. Never in production. */
  testMode?: boolean;
  /** `/rpc` batch, `eth_getLogs` and rate limits (defaults: `DEFAULT_RPC_LIMITS`). */
  rpcLimits?: Partial<RpcLimits>;
  /** Check API results against their response schemas (default: on in test mode). */
  validateResponses?: boolean;
  routes?: readonly ApiRoute[];
  /**
   * Run the payment settler every this many ms (`server/main.ts`: 3000), on this server's clock so
   * `POST /__test__/clock` moves lock expiry and the give-up time too. Off by default (tests call
   * `settlePendingPayments` themselves).
   */
  paymentSettlerMs?: number;
  /**
   * Multiplies the rate limits of the password and money endpoints (`server/api/api-rate-limit.ts`);
   * 0 = off. Default: `API_RATE_LIMIT_SCALE`, else 1.
   */
  apiRateLimitScale?: number;
  /** Who may read `GET /metrics`. Default: `METRICS_ALLOW`, else loopback only. */
  metricsAllow?: AddressAllowList;
  /** Answer `Server-Timing: db;dur=…`, the request's database time (`SERVER_TIMING=1`; the scale bench). */
  serverTiming?: boolean;
}

/** A server instance and how to stop it gracefully. */
export interface Platform {
  /** Ready, not yet listening: callers `listen` on it. */
  server: Server;
  /** True once `shutdown` has begun. */
  draining(): boolean;
  /**
   * Graceful stop (SIGTERM): /readyz answers 503 at once, the listener closes (after
   * `drainMs`), requests in flight finish with `Connection: close`, the settlers stop at a safe
   * point; connections still open after `timeoutMs` are cut. The database stays open (the caller
   * closes it once this resolves).
   */
  shutdown(options: Omit<ShutdownOptions, 'log'>): Promise<ShutdownReport>;
}

/**
 * The whole platform on one origin: `/api/*`, `/rpc`, the static app, and `/healthz`, `/readyz`,
 * `/metrics` for whoever runs it. A Fastify app, ready but not yet listening: callers `listen` on
 * the returned server (and `close` it to stop).
 */
export async function createServer(options: ServerOptions): Promise<Server> {
  return (await createPlatform(options)).server;
}

export async function createPlatform(options: ServerOptions): Promise<Platform> {
  const { demoWallet: withDemoWallet = false, testMode = false } = options;
  const timing = options.serverTiming ? timedDb(options.db) : null;
  const db = timing?.db ?? options.db;
  const passwords = options.passwords ?? createPasswordHasher();
  const loginProtection = resolveLoginProtection(
    loginProtectionFromEnv(process.env),
    options.loginProtection,
  );
  const hashing = createHashingQueue(passwords, loginProtection.hashing);
  const baseClock = options.clock ?? systemClock;
  const testClock = testMode ? adjustableClock(baseClock) : null;
  const clock = testClock ?? baseClock;
  const chain = options.chain ?? createChainClient(options.chainRpcUrl);
  const apiRateLimitScale = options.apiRateLimitScale ?? apiRateLimitScaleFromEnv(process.env);

  const paymentSettler = options.paymentSettlerMs !== undefined ? settlerHealthFor(db) : null;
  const metrics = createPlatformMetrics({ db, chain, clock, settler: paymentSettler });
  let draining = false;

  const app = fastify({
    // Node's own defaults, which the server had before Fastify (Fastify's: 72 s, none).
    keepAliveTimeout: 5_000,
    requestTimeout: 300_000,
    // A URL Fastify cannot route (bad percent-encoding, …): a plain 400 like any other bad path.
    frameworkErrors: (_error, _request, reply) => void sendText(reply, 400, 'Bad request'),
  });
  app.addHook('onRequest', securityHeaders(loginProtection.trustedProxies));
  observeRequests(app, metrics);
  // Shutting down: every answer from now on closes its connection, so no client reuses it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  if (timing) {
    // The rest of the request runs inside the store (as @fastify/request-context does it).
    app.addHook('onRequest', (_request, _reply, done) => timing.run(done));
    app.addHook('onSend', (_request, reply, payload, done) => {
      const ms = timing.elapsedMs();
      if (ms !== undefined) void reply.header('server-timing', `db;dur=${ms.toFixed(2)}`);
      done(null, payload);
    });
  }
  // Scopes that read bodies (API, /rpc, test and demo endpoints) set their own parsers.
  ignoreBodies(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.is404) return refuseMethod(reply);
    const status = error.statusCode !== undefined && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(`[http] ${request.method} ${request.url} failed:`, error);
    if (reply.raw.headersSent) {
      reply.raw.destroy();
      return;
    }
    return sendText(reply, status, STATUS_CODES[status] ?? 'Error');
  });
  // Only GET and HEAD reach the static files, which take every path no other route does.
  app.setNotFoundHandler((_request, reply) => refuseMethod(reply));

  serveOpenApi(app);
  await app.register(opsRoutes, {
    readiness: { db, chain, clock, settler: paymentSettler, draining: () => draining },
    metrics,
    metricsAllow: options.metricsAllow ?? metricsAllowFromEnv(process.env.METRICS_ALLOW),
    trustedProxies: loginProtection.trustedProxies,
  });
  await app.register(apiPlugin, {
    prefix: API_PREFIX,
    routes: options.routes ?? API_ROUTES,
    db,
    chain,
    passwords: hashing.public,
    memberPasswords: hashing.member,
    loginProtection,
    clock,
    validateResponses: options.validateResponses ?? testMode,
    rateLimiter:
      apiRateLimitScale > 0
        ? createApiRateLimiter(db, { scale: apiRateLimitScale, now: () => clock.now() })
        : undefined,
    onRefusal: (refusal, limiter) => metrics.countRefusal(refusal, limiter),
  });
  await app.register(rpcProxy, {
    upstreamUrl: options.chainRpcUrl,
    // One TRUSTED_PROXIES for the login throttle and the /rpc limiter.
    limits: { trustedProxies: loginProtection.trustedProxies, ...options.rpcLimits },
    onRateLimited: () => metrics.countRefusal('rateLimit', 'rpc'),
  });
  if (testClock) await app.register(testEndpoints, { prefix: TEST_PREFIX, db, passwords, clock: testClock });
  else app.all(`${TEST_PREFIX}/*`, (_request, reply) => sendText(reply, 404, 'Not found'));
  if (withDemoWallet) await app.register(demoWallet, { chainRpcUrl: options.chainRpcUrl, db });
  await app.register(staticFiles, {
    root: options.staticDir,
    transformHtml: withDemoWallet ? injectDemoWallet : undefined,
  });
  await app.ready();

  const server = app.server;
  // Matured financial orders pay out on this timer (and whenever their lists are read); ended
  // stakes leave the community totals.
  let maturing: Promise<unknown> | null = null;
  const maturities = setInterval(() => {
    if (maturing) return;
    maturing = Promise.all([
      settleDueOrders(db, clock.now()).catch((error: unknown) => console.error('[settler] failed:', error)),
      endDueStakes(db, clock.now()).catch((error: unknown) =>
        console.error('[settler] ending stakes failed:', error),
      ),
    ]).finally(() => (maturing = null));
  }, SETTLE_INTERVAL_MS).unref();
  // Community changes move into the totals (reads add the rest themselves, so this only keeps them few).
  let folding: Promise<unknown> | null = null;
  const folds = setInterval(() => {
    folding ??= foldCommunityChanges(db)
      .catch((error: unknown) => console.error('[settler] folding community changes failed:', error))
      .finally(() => (folding = null));
  }, COMMUNITY_FOLD_INTERVAL_MS).unref();
  // Decides payments the chain could not decide when they were reported (not mined, node down).
  const settler =
    options.paymentSettlerMs !== undefined && paymentSettler
      ? startSettler({ db, chain, now: () => clock.now() }, options.paymentSettlerMs, paymentSettler)
      : null;
  const stopBackground = async () => {
    clearInterval(maturities);
    clearInterval(folds);
    await Promise.all([maturing, folding, settler?.stop()]);
  };
  server.on('close', () => void stopBackground());
  return {
    server,
    draining: () => draining,
    shutdown(shutdownOptions) {
      draining = true;
      return drainServer(server, stopBackground, shutdownOptions);
    },
  };
}

const SETTLE_INTERVAL_MS = 30_000;
/** A change waits at most about this long to be folded (docs/community.md). */
const COMMUNITY_FOLD_INTERVAL_MS = 1_000;

function refuseMethod(reply: FastifyReply): FastifyReply {
  return sendText(reply.header('allow', 'GET, HEAD'), 405, 'Method not allowed');
}

function sendText(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(text);
}
