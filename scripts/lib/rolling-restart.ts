/**
 * A rolling restart of two platform instances behind the repository's nginx config, under load, as
 * docs/deploy.md describes it: PostgreSQL, a chain (anvil, past block 1,000,000), two servers
 * (`server/main.ts`, one process each), nginx in front of both. While clients read, log in, call
 * /rpc and pay (recharges the settlers confirm), each instance in turn gets SIGTERM, exits, starts
 * again and is waited for (/readyz) before the next. Counts every request that failed and checks
 * that every payment is settled exactly once. Used by its test and by scripts/rolling-restart.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEther } from 'viem';
import { startNginxSite, type NginxSite } from '../../e2e/support/nginx';
import { freePorts, sleep, startProcess, waitFor, type StartedProcess } from '../../e2e/support/processes';
import { createPostgresDb } from '../../server/db/postgres-db';
import { describeError } from '../../server/describe-error';
import { DEMO_MEMBER, TREASURY_ADDRESS } from '../../server/seed-accounts';
import { writeSetting } from '../../server/settings/settings';
import { startTempPostgres, type TempPostgres } from '../../server/test-support/temp-postgres';
import { startAnvil, type RunningAnvil } from '../../server/test-support/test-chain';
import { secureExport } from './csp-export';

export interface RollingRestartOptions {
  /** Load before the first restart and after the last one is back (ms). */
  steadyMs?: number;
  /**
   * After an instance is ready again, how long before the next one is stopped: nginx skips an
   * instance that refused a connection for `fail_timeout` (10 s), so the next may stop only once
   * the restarted one takes requests again.
   */
  rejoinMs?: number;
  log?: (line: string) => void;
}

interface KindCount {
  ok: number;
  failed: number;
}

export interface RollingRestartReport {
  seconds: number;
  requests: number;
  failed: number;
  /** The first failures, as seen by the client. */
  failures: string[];
  byKind: Record<string, KindCount>;
  restarts: { instance: string; exitCode: number | null; stopMs: number; readyMs: number; log: string[] }[];
  payments: { sent: number; credited: number; pending: number; problems: string[] };
}

const REPO = path.resolve(import.meta.dirname, '..', '..');

/** The smallest export nginx will serve (pages and their CSP map). */
function writeExport(dir: string): void {
  for (const [file, content] of Object.entries({
    'index.html': '<html><head><meta charSet="utf-8"/></head><body>BTCW</body></html>',
    '404.html': '<html><head><meta charSet="utf-8"/></head><body>not found</body></html>',
  })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  secureExport(dir, { apiBaseUrl: '', rpcUrls: ['/rpc'], mediaOrigins: [] }, {});
}

interface Instance {
  name: string;
  port: number;
  generation: number;
  process: StartedProcess;
  logFile: string;
}

export async function runRollingRestart(options: RollingRestartOptions = {}): Promise<RollingRestartReport> {
  const { steadyMs = 3_000, rejoinMs = 11_000, log = () => undefined } = options;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-rolling-'));
  const exportDir = path.join(workDir, 'out');
  writeExport(exportDir);
  let postgres: TempPostgres | null = null;
  let anvil: RunningAnvil | null = null;
  let nginx: NginxSite | null = null;
  const instances: Instance[] = [];
  const stopLoad = { stop: false };
  try {
    postgres = await startTempPostgres();
    if (!postgres) throw new Error('no PostgreSQL (set TEST_DATABASE_URL or install postgresql)');
    anvil = await startAnvil({ genesisNumber: 1_000_000n });
    const ports = await freePorts(2);
    const env = (port: number): NodeJS.ProcessEnv => ({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: postgres?.url,
      CHAIN_RPC_URL: anvil?.rpcUrl,
      STATIC_DIR: exportDir,
      TRUSTED_PROXIES: '127.0.0.1',
      API_RATE_LIMIT_SCALE: '0',
      RPC_RATE_LIMIT: '0',
      SHUTDOWN_TIMEOUT_MS: '15000',
      TEST_MODE: '',
      DEMO_WALLET: '',
    });
    const start = async (name: string, port: number, generation: number): Promise<Instance> => {
      const logFile = path.join(workDir, `${name}-${generation}.log`);
      const started = startProcess(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: REPO,
        env: env(port),
        logFile,
      });
      await waitFor(
        `instance ${name}`,
        async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200,
        { timeoutMs: 60_000, exited: started.exited },
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${readFileSync(logFile, 'utf8')}`);
      });
      return { name, port, generation, process: started, logFile };
    };
    // One after the other: the first migrates and seeds.
    for (const [index, name] of ['A', 'B'].entries()) instances.push(await start(name, ports[index] ?? 0, 1));
    log(
      `[rolling] instances A :${ports[0]} and B :${ports[1]} ready on PostgreSQL, chain at block 1,000,000+`,
    );

    const db = createPostgresDb(postgres.url);
    try {
      // Payments wait for a second block, so the settlers, not the report, credit most of them.
      await writeSetting(db, 'confirmations', '2', new Date());
      // One member paying every few tenths of a second keeps more than the usual 10 claims waiting.
      await writeSetting(db, 'max_pending_claims', '100', new Date());
    } finally {
      await db.close();
    }
    nginx = await startNginxSite({
      rootDir: exportDir,
      platformOrigin: instances.map((instance) => `http://127.0.0.1:${instance.port}`),
    });
    log(`[rolling] nginx ${nginx.origin} in front of both`);

    const origin = nginx.origin;
    const byKind: Record<string, KindCount> = {};
    const failures: string[] = [];
    const count = (kind: string, ok: boolean, detail: string) => {
      const entry = (byKind[kind] ??= { ok: 0, failed: 0 });
      if (ok) entry.ok += 1;
      else {
        entry.failed += 1;
        if (failures.length < 20) failures.push(`${kind}: ${detail}`);
      }
    };
    const api = async (kind: string, endpoint: string, body: object, token?: string) => {
      try {
        const response = await fetch(`${origin}/api/${endpoint}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        const envelope = JSON.parse(text) as { code?: number; result?: unknown };
        const ok = response.status === 200 && envelope.code === 200;
        count(kind, ok, `HTTP ${response.status} ${text.slice(0, 200)}`);
        return ok ? envelope.result : null;
      } catch (error) {
        count(kind, false, describeError(error));
        return null;
      }
    };
    const login = async () =>
      (await api('login', 'member/login', {
        account: DEMO_MEMBER.address,
        password: DEMO_MEMBER.password,
      })) as {
        token: string;
      } | null;
    const first = await login();
    if (!first) throw new Error(`the demo member cannot log in through nginx: ${failures.join('; ')}`);
    const token = first.token;

    const chain = anvil.chain;
    const paid: string[] = [];
    const workers: Promise<void>[] = [];
    const loop = (work: () => Promise<unknown>) =>
      workers.push(
        (async () => {
          while (!stopLoad.stop) await work();
        })(),
      );
    for (let n = 0; n < 4; n += 1) loop(() => api('read', 'home/parameters', {}));
    loop(() => api('member', 'asset/assetInfo', {}, token));
    loop(() => login());
    loop(async () => {
      try {
        const response = await fetch(`${origin}/rpc`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' }),
        });
        const body = (await response.json()) as { result?: string };
        count('rpc', response.status === 200 && typeof body.result === 'string', `HTTP ${response.status}`);
      } catch (error) {
        count('rpc', false, String(error));
      }
    });
    loop(async () => {
      // A recharge: the wallet pays (anvil mines it at once), the app reports the hash.
      const hash = await chain.sendTransaction({
        account: DEMO_MEMBER.address,
        to: TREASURY_ADDRESS,
        value: parseEther('10'),
        chain: chain.chain,
      });
      await chain.waitForTransactionReceipt({ hash });
      paid.push(hash);
      await api(
        'payment',
        'product/bTCWRecharge',
        { amount: '10', txHash: hash, from: DEMO_MEMBER.address },
        token,
      );
      await sleep(200);
    });

    const began = Date.now();
    await sleep(steadyMs);
    const restarts: RollingRestartReport['restarts'] = [];
    for (const [index, instance] of [...instances].entries()) {
      const stopAt = Date.now();
      log(`[rolling] SIGTERM to instance ${instance.name} (under load)`);
      process.kill(instance.process.pid, 'SIGTERM');
      const exit = await instance.process.exited;
      const stopMs = Date.now() - stopAt;
      const exitCode = /exited with code (\d+)/.exec(exit)?.[1];
      const lines = readFileSync(instance.logFile, 'utf8')
        .split('\n')
        .filter((line) => /^\[server\] (SIG|draining|no longer|still busy|stopped)/.test(line));
      log(`[rolling] instance ${instance.name} ${exit} after ${stopMs} ms; starting it again`);
      const readyAt = Date.now();
      const again = await start(instance.name, instance.port, instance.generation + 1);
      instances[index] = again;
      const readyMs = Date.now() - readyAt;
      restarts.push({
        instance: instance.name,
        exitCode: exitCode === undefined ? null : Number(exitCode),
        stopMs,
        readyMs,
        log: lines,
      });
      log(`[rolling] instance ${instance.name} ready again after ${readyMs} ms`);
      await sleep(index === instances.length - 1 ? steadyMs : rejoinMs);
    }
    stopLoad.stop = true;
    await Promise.all(workers);
    const seconds = Math.round((Date.now() - began) / 1000);

    // Two more blocks: every reported payment is deep enough; the settlers credit the rest.
    await chain.mine({ blocks: 2 });
    const payments = await checkPayments(postgres.url, paid);
    const requests = Object.values(byKind).reduce((sum, kind) => sum + kind.ok + kind.failed, 0);
    const failed = Object.values(byKind).reduce((sum, kind) => sum + kind.failed, 0);
    return { seconds, requests, failed, failures, byKind, restarts, payments };
  } finally {
    stopLoad.stop = true;
    for (const instance of instances) {
      try {
        process.kill(instance.process.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    await Promise.all(instances.map((instance) => instance.process.exited));
    await nginx?.stop();
    anvil?.stop();
    await postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Every paid recharge credited exactly once, in one piece: its claim credited, its recharge
 * Success, one ledger credit naming the claim. Waits (up to 30 s) for the settlers to finish.
 */
async function checkPayments(
  url: string,
  hashes: readonly string[],
): Promise<RollingRestartReport['payments']> {
  const db = createPostgresDb(url);
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_claims WHERE status = 'pending'`,
      );
      if ((row?.n ?? 0) === 0 || Date.now() > deadline) break;
      await sleep(500);
    }
    const rows = await db.query<{
      tx_hash: string;
      claim_status: string | null;
      recharge_status: string | null;
      credits: number;
    }>(
      `SELECT h.tx_hash, c.status AS claim_status, r.status AS recharge_status,
              (SELECT count(*)::int FROM ledger_entries l WHERE l.claim_id = c.id AND l.kind = 'recharge') AS credits
       FROM unnest($1::text[]) AS h(tx_hash)
       LEFT JOIN payment_claims c ON c.tx_hash = h.tx_hash AND c.status IN ('pending', 'credited')
       LEFT JOIN recharges r ON r.id = c.recharge_id`,
      [hashes.map((hash) => hash.toLowerCase())],
    );
    const problems: string[] = [];
    let credited = 0;
    let pending = 0;
    for (const row of rows) {
      if (row.claim_status === 'pending') pending += 1;
      if (row.claim_status === 'credited' && row.recharge_status === 'success' && row.credits === 1)
        credited += 1;
      else if (row.claim_status !== 'pending')
        problems.push(
          `${row.tx_hash}: claim ${row.claim_status}, recharge ${row.recharge_status}, ${row.credits} credit(s)`,
        );
    }
    // No credit without its claim, and none twice.
    const [orphans] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_entries l WHERE l.kind = 'recharge'
         AND NOT EXISTS (SELECT 1 FROM payment_claims c WHERE c.id = l.claim_id AND c.status = 'credited')`,
    );
    if ((orphans?.n ?? 0) > 0) problems.push(`${orphans?.n} recharge credit(s) without a credited claim`);
    return { sent: hashes.length, credited, pending, problems };
  } finally {
    await db.close();
  }
}
