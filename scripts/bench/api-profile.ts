/**
 * Per-request cost of the benched API endpoints, measured in one process: the real server
 * (`createServer`) on an on-disk PGlite, driven by sequential keep-alive requests. Prints the mean
 * wall time and process CPU per request (client and server share the process: the first line, a
 * bare node:http server, is the floor to subtract), and per endpoint the database queries and the
 * time spent inside them. Run with `--cpu-prof` for a profile.
 *
 *   node --import tsx scripts/bench/api-profile.ts [--requests 2000] [--warmup 1000]
 */
import http, { createServer as createHttpServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { prepareDataDir } from '../../e2e/support/pglite-template';
import { createServer } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite-db';
import { seed } from '../../server/seed';
import { testPasswords, listen, closeServer } from '../../server/test-support/test-app';

const { values } = parseArgs({
  options: { requests: { type: 'string', default: '2000' }, warmup: { type: 'string', default: '1000' } },
});
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const PAGE_1 = '{"page":1,"pageSize":20}';

interface Stats {
  queries: number;
  ms: number;
  bySql: Map<string, { count: number; ms: number }>;
}

interface Counted extends Db {
  stats: Stats;
}

function counting(db: Db): Counted {
  const stats: Stats = { queries: 0, ms: 0, bySql: new Map() };
  return {
    ...db,
    stats,
    query: async (sql, params) => {
      const start = performance.now();
      try {
        return await db.query(sql, params);
      } finally {
        const ms = performance.now() - start;
        stats.queries += 1;
        stats.ms += ms;
        const entry = stats.bySql.get(sql) ?? { count: 0, ms: 0 };
        entry.count += 1;
        entry.ms += ms;
        stats.bySql.set(sql, entry);
      }
    },
  };
}

function post(agent: http.Agent, url: string, body: string, token?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'accept-language': 'en',
      'content-length': Buffer.byteLength(body),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function main() {
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-api-profile-'));
  const dataDir = path.join(stateDir, 'data');
  await prepareDataDir(dataDir);
  const raw = await createPgliteDb(dataDir);
  try {
    await migrate(raw);
    await seed(raw, testPasswords, new Date());
    const token = await createSession(raw, 2, new Date());
    const db = counting(raw);
    const server = await createServer({
      db,
      staticDir: '/nonexistent',
      chainRpcUrl: 'http://127.0.0.1:9',
      passwords: testPasswords,
    });
    const base = await listen(server);
    // The floor: the same client against a bare node:http server answering a fixed envelope.
    const bare = createHttpServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end('{"code":200,"msg":"Success","result":null}');
      });
    });
    const bareBase = await listen(bare);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const targets = [
      { label: '(bare node:http)', url: `${bareBase}/`, body: '{}', token: undefined },
      { label: 'member/userInfo', url: `${base}/api/member/userInfo`, body: '{}', token },
      { label: 'home/notice', url: `${base}/api/home/notice`, body: PAGE_1, token: undefined },
      { label: 'asset/cashRecord', url: `${base}/api/asset/cashRecord`, body: PAGE_1, token },
      { label: 'product/order', url: `${base}/api/product/order`, body: PAGE_1, token },
    ];
    for (const target of targets) {
      const send = () => post(agent, target.url, target.body, target.token);
      const first = await send();
      if (!first.startsWith('{"code":200')) throw new Error(`${target.label}: ${first}`);
      for (let i = 0; i < WARMUP; i++) await send();
      db.stats.queries = 0;
      db.stats.ms = 0;
      db.stats.bySql.clear();
      const cpuStart = process.cpuUsage();
      const start = performance.now();
      for (let i = 0; i < REQUESTS; i++) await send();
      const wall = (performance.now() - start) / REQUESTS;
      const cpu = process.cpuUsage(cpuStart);
      console.log(
        `${target.label.padEnd(18)} ${wall.toFixed(3)} ms/request wall, ` +
          `${((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(3)} ms CPU (client included), ` +
          `${(db.stats.queries / REQUESTS).toFixed(2)} queries taking ${(db.stats.ms / REQUESTS).toFixed(3)} ms`,
      );
      for (const [sql, { count, ms }] of db.stats.bySql)
        console.log(
          `    ${(ms / count).toFixed(3)} ms × ${count}: ${sql.replace(/\s+/g, ' ').slice(0, 110)}`,
        );
    }
    await closeServer(bare);
    agent.destroy();
    await closeServer(server);
  } finally {
    await raw.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

await main();
