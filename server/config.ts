import { z } from 'zod';
import { isLoopbackHost } from './http/loopback';
import { metricsAllowFromEnv } from './ops/address-allow-list';
import { DEFAULT_RPC_LIMITS, type RpcLimits } from './http/rpc-proxy';

const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((value) => value === '1' || value === 'true');

// Empty strings count as unset, so `FOO= npm run server` behaves like no FOO.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const count = (min: number, max: number, fallback: number) =>
  optional(z.coerce.number().int().min(min).max(max)).transform((value) => value ?? fallback);

const configSchema = z
  .object({
    PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((value) => value ?? 3000),
    /** Default: 127.0.0.1 with DEMO_WALLET or TEST_MODE, else 0.0.0.0 (see below). */
    HOST: optional(z.string()),
    CHAIN_RPC_URL: optional(z.url({ protocol: /^https?$/ })).transform(
      (value) => value ?? 'http://127.0.0.1:8545',
    ),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
    DATA_DIR: optional(z.string()).transform((value) => value ?? '.data/pglite'),
    STATIC_DIR: optional(z.string()).transform((value) => value ?? 'out'),
    DEMO_WALLET: flag,
    TEST_MODE: flag,
    /** Set by `npm start` when its user asks for a network HOST: let the demo wallet listen there. */
    ALLOW_DEMO_ON_NETWORK: flag,
    /** Answer each request's database time as `Server-Timing` (the scale bench). */
    SERVER_TIMING: flag,
    RPC_RATE_LIMIT: optional(z.coerce.number().min(0).max(1_000_000)).transform(
      (value) => value ?? DEFAULT_RPC_LIMITS.ratePerSecond,
    ),
    RPC_RATE_BURST: count(1, 1_000_000, DEFAULT_RPC_LIMITS.burst),
    RPC_MAX_BATCH: count(1, 1000, DEFAULT_RPC_LIMITS.maxBatch),
    RPC_MAX_LOG_RANGE: count(1, 10_000_000, DEFAULT_RPC_LIMITS.maxLogRange),
    /** Who may read /metrics: addresses and ranges, comma-separated (server/ops/address-allow-list.ts). */
    METRICS_ALLOW: optional(z.string()).transform((value, context) => {
      try {
        return metricsAllowFromEnv(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
    /** SIGTERM: how long /readyz answers 503 before the listener closes. */
    SHUTDOWN_DRAIN_MS: count(0, 600_000, 0),
    /** SIGTERM: the most the requests in flight get to finish. */
    SHUTDOWN_TIMEOUT_MS: count(1_000, 600_000, 20_000),
  })
  .transform(({ HOST, ...rest }) => ({
    ...rest,
    // The demo wallet and the test endpoints never listen beyond this machine unless asked to.
    HOST: HOST ?? (rest.DEMO_WALLET || rest.TEST_MODE ? '127.0.0.1' : '0.0.0.0'),
  }));

export type ServerConfig = z.output<typeof configSchema>;

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid server configuration:\n${details}`);
  }
  const problems = exposureProblems(parsed.data);
  if (problems.length > 0) {
    throw new Error(
      `Refusing to listen on HOST=${parsed.data.HOST}, which other machines can reach:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nUse a loopback HOST (127.0.0.1, ::1 or localhost), or leave HOST unset.',
    );
  }
  return parsed.data;
}

/** Why this configuration must not be reachable from the network (empty: it may be). */
function exposureProblems(config: ServerConfig): string[] {
  if (isLoopbackHost(config.HOST)) return [];
  const problems: string[] = [];
  if (config.TEST_MODE)
    problems.push('TEST_MODE=1 lets anyone wipe the database (POST /__test__/reset) and move the clock.');
  if (config.DEMO_WALLET && !config.ALLOW_DEMO_ON_NETWORK) {
    problems.push(
      "DEMO_WALLET=1 signs transactions with anvil's public test keys for anyone who asks " +
        '(npm start with HOST set allows it explicitly, with a warning).',
    );
  }
  return problems;
}

/** The `/rpc` limits from the configuration (`TRUSTED_PROXIES` is read with the login throttle's settings). */
export function rpcLimitsOf(config: ServerConfig): Omit<RpcLimits, 'trustedProxies'> {
  return {
    ratePerSecond: config.RPC_RATE_LIMIT,
    burst: config.RPC_RATE_BURST,
    maxBatch: config.RPC_MAX_BATCH,
    maxLogRange: config.RPC_MAX_LOG_RANGE,
  };
}
