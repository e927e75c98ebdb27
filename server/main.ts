import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createPlatform } from './app';
import { createPasswordHasher } from './auth/password-hash';
import { assertBtcwChain } from './chain/check-chain-id';
import { readServerConfig, rpcLimitsOf } from './config';
import { isLoopbackHost } from './http/loopback';
import { describeDbLocation, openDb } from './db/open-db';
import { migrate } from './db/migrate';
import { describeError } from './describe-error';
import { seed } from './seed';

async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  await assertBtcwChain(config.CHAIN_RPC_URL);

  const location = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR };
  const db = await openDb(location);
  const applied = await migrate(db);
  // Every connection open before the first request (PostgreSQL; server/db/postgres-db.ts).
  await db.warm?.();
  const passwords = createPasswordHasher();
  const seeded = await seed(db, passwords, new Date());
  console.log(
    `[server] database: ${describeDbLocation(location)}` +
      (applied.length ? `; migrated ${applied.join(', ')}` : '') +
      (seeded ? '; seeded root and demo members' : ''),
  );

  const staticDir = resolve(config.STATIC_DIR);
  if (!existsSync(resolve(staticDir, 'index.html'))) {
    console.warn(`[server] ${staticDir}/index.html is missing: build the app first (npx next build).`);
  }
  if (config.TEST_MODE)
    console.warn('[server] TEST_MODE=1: POST /__test__/reset wipes the database. Never in production.');
  if (config.DEMO_WALLET && !isLoopbackHost(config.HOST)) {
    // Only reachable with ALLOW_DEMO_ON_NETWORK=1 (config.ts refuses otherwise).
    console.warn(
      `[server] WARNING: DEMO_WALLET=1 on HOST=${config.HOST}: anyone who can reach this port can make the ` +
        "local test wallet sign with anvil's public test keys (accounts #1..#9). Local test coins only.",
    );
  }

  const platform = await createPlatform({
    db,
    staticDir,
    chainRpcUrl: config.CHAIN_RPC_URL,
    passwords,
    demoWallet: config.DEMO_WALLET,
    testMode: config.TEST_MODE,
    rpcLimits: rpcLimitsOf(config),
    paymentSettlerMs: 3000,
    metricsAllow: config.METRICS_ALLOW,
    serverTiming: config.SERVER_TIMING,
  });
  const { server } = platform;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolveListen);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  console.log(`[server] listening on http://${shownHost}:${port} (chain ${config.CHAIN_RPC_URL})`);

  // SIGTERM (a deploy, an orchestrator) and Ctrl-C stop gracefully: nothing accepted fails, no
  // payment is left half settled. A second signal changes nothing (Ctrl-C under `npm start` brings
  // SIGINT and then SIGTERM); the timer below bounds the whole.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const { SHUTDOWN_DRAIN_MS: drainMs, SHUTDOWN_TIMEOUT_MS: timeoutMs } = config;
    console.log(
      `[server] ${signal}: shutting down gracefully (at most ${Math.ceil((drainMs + timeoutMs) / 1000)} s)`,
    );
    // Whatever hangs (a database that does not answer), the process ends in bounded time.
    setTimeout(
      () => {
        console.error('[server] shutdown took too long: exiting');
        process.exit(1);
      },
      drainMs + timeoutMs + 5_000,
    ).unref();
    platform
      .shutdown({ drainMs, timeoutMs })
      .then(async ({ cut }) => {
        await db.close();
        console.log(`[server] stopped${cut > 0 ? ` (${cut} connection(s) cut)` : ''}`);
        process.exit(cut > 0 ? 1 : 0);
      })
      .catch((error: unknown) => {
        console.error(`[server] shutdown failed: ${describeError(error)}`);
        process.exit(1);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[server] cannot start: ${describeError(error)}`);
  process.exit(1);
});
