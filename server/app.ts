import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createApiHandler } from './api/api-handler';
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
import { createDemoSigner, DEMO_SIGNER_PATH } from './demo-wallet/demo-signer';
import { DEMO_WALLET_PATH, injectDemoWallet, loadDemoWalletScript } from './demo-wallet/serve-demo-wallet';
import { createRpcProxy, type RpcLimits } from './http/rpc-proxy';
import { applySecurityHeaders } from './http/security-headers';
import { createStaticHandler } from './http/static-files';
import { settleDueOrders } from './financial/financial';
import { startSettler } from './payments/settler';
import { createTestEndpoints } from './test-mode/test-endpoints';
import { OPENAPI_PATH, serveOpenApi } from './openapi/serve-openapi';

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
}

/** The whole platform on one origin: `/api/*`, `/rpc`, the static app. Not yet listening. */
export function createServer(options: ServerOptions): Server {
  const { db, demoWallet = false, testMode = false } = options;
  const passwords = options.passwords ?? createPasswordHasher();
  const loginProtection = resolveLoginProtection(
    loginProtectionFromEnv(process.env),
    options.loginProtection,
  );
  const hashing = createHashingQueue(passwords, loginProtection.hashing);
  const baseClock = options.clock ?? systemClock;
  const testClock = testMode ? adjustableClock(baseClock) : null;
  const clock = testClock ?? baseClock;
  const testEndpoints = testClock ? createTestEndpoints({ db, passwords, clock: testClock }) : null;
  const chain = options.chain ?? createChainClient(options.chainRpcUrl);
  const api = createApiHandler({
    routes: options.routes ?? API_ROUTES,
    db,
    chain,
    passwords: hashing.public,
    memberPasswords: hashing.member,
    loginProtection,
    clock,
    validateResponses: options.validateResponses ?? testMode,
    rateLimiter: createApiRateLimiter(options.apiRateLimitScale ?? apiRateLimitScaleFromEnv(process.env)),
  });
  const rpc = createRpcProxy({
    upstreamUrl: options.chainRpcUrl,
    // One TRUSTED_PROXIES for the login throttle and the /rpc limiter.
    limits: { trustedProxies: loginProtection.trustedProxies, ...options.rpcLimits },
  });
  const serveStatic = createStaticHandler({
    root: options.staticDir,
    transformHtml: demoWallet ? injectDemoWallet : undefined,
  });
  const demoWalletScript = demoWallet ? loadDemoWalletScript() : null;
  const demoSigner = demoWallet ? createDemoSigner({ chainRpcUrl: options.chainRpcUrl, db }) : null;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawPath = (req.url ?? '/').split('?', 1)[0] ?? '/';
    if (rawPath === OPENAPI_PATH && (req.method === 'GET' || req.method === 'HEAD'))
      return serveOpenApi(req, res);
    if (rawPath === '/api' || rawPath.startsWith('/api/'))
      return api(req, res, rawPath.slice('/api/'.length));
    if (rawPath === '/rpc') return rpc(req, res);
    if (rawPath.startsWith('/__test__/')) {
      if (!testEndpoints) return sendPlain(res, 404, 'Not found');
      return testEndpoints(req, res, rawPath);
    }
    if (demoSigner && rawPath === DEMO_SIGNER_PATH) return demoSigner(req, res);
    if (demoWalletScript && rawPath === DEMO_WALLET_PATH) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Content-Length': demoWalletScript.length,
        'Cache-Control': 'no-cache',
      });
      res.end(req.method === 'HEAD' ? undefined : demoWalletScript);
      return;
    }
    return serveStatic(req, res, rawPath);
  }

  const server = createHttpServer((req, res) => {
    applySecurityHeaders(req, res, loginProtection.trustedProxies);
    route(req, res).catch((error: unknown) => {
      console.error(`[http] ${req.method ?? '?'} ${req.url ?? '?'} failed:`, error);
      if (res.headersSent) res.destroy();
      else sendPlain(res, 500, 'Internal server error');
    });
  });
  // Matured financial orders pay out on this timer (and whenever their lists are read).
  const settler = setInterval(() => {
    settleDueOrders(db, clock.now()).catch((error: unknown) => console.error('[settler] failed:', error));
  }, SETTLE_INTERVAL_MS).unref();
  server.on('close', () => clearInterval(settler));
  if (options.paymentSettlerMs !== undefined) {
    // Decides payments the chain could not decide when they were reported (not mined, node down).
    const stopPaymentSettler = startSettler({ db, chain, now: () => clock.now() }, options.paymentSettlerMs);
    server.on('close', stopPaymentSettler);
  }
  return server;
}

const SETTLE_INTERVAL_MS = 30_000;

function sendPlain(res: ServerResponse, status: number, text: string): void {
  res
    .writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(text);
}
