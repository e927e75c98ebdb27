/**
 * `npm run bench -- --scale`: the platform grown to 10,000, 100,000 and 1,000,000 members, each in
 * its own database (`seed-scale`, server/scale/seed-scale.ts) on a throwaway PostgreSQL with two
 * server instances on it, and the mix of scripts/bench/scale-mix.ts at a fixed rate through both —
 * the sizes taking turns, round after round, so the host's busy spells fall on every size. Reports p50 / p99 / max and
 * the database time (Server-Timing) per endpoint, the load average around each run, how many logins
 * per second one instance sustains, and verify-aggregates after the load. See docs/performance.md.
 *
 * Each round follows an idle spell (`--idle`, 60 s) with no warm-up, and its first seconds are reported
 * apart. After the rounds, the write bench (scale-writes.ts): closed-loop buyers beside remark writers.
 *
 *   npm run bench -- --scale [--sizes 10000,100000,1000000] [--rate 200] [--duration 60] [--rounds 2]
 *                            [--idle 60] [--writes 15] [--json FILE]
 *   npm run bench -- --scale --db pglite --sizes 100000      # the embedded database, one instance
 *   npm run bench -- --scale --postgres postgres://…/postgres  # your server: each size seeded once, kept
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { killProcessGroupNow, stopProcessGroup } from '../../e2e/support/processes';
import { startAnvil, startServerProcess } from '../../e2e/support/start-stack';
import { REPO_ROOT } from '../../e2e/support/stack';
import { createPasswordHasher } from '../../server/auth/password-hash';
import { createSession } from '../../server/auth/sessions';
import { verifyAggregates } from '../../server/community/verify-aggregates';
import type { Db } from '../../server/db/db';
import { knownMigrations, migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite-db';
import { createPostgresDb } from '../../server/db/postgres-db';
import { SCALE_PASSWORD, seedScale } from '../../server/scale/seed-scale';
import { seed } from '../../server/seed';
import { startTempPostgres } from '../../server/test-support/temp-postgres';
import { dbTimeOf, EARLY_WINDOW_MS, runMixedLoad, type MixedResult } from './load';
import { mixPlanner, type MixMember, type MixPeople } from './scale-mix';
import { startRoundProbe, type WindowProbe } from './round-probe';
import { prepareWriters, runWriteBench, WRITER_LEVELS, type WriteLevel } from './scale-writes';
import { percentile } from './stats';
import { renderTable } from './table';

const SERVER_READY_MS = 120_000;
const ORDINARY_MEMBERS = 40;
const LOGIN_PROBE_MS = 20_000;
/** Requests of the mix sent one at a time per size (about 3 per endpoint per 100). */
const ALONE_REQUESTS = 1_500;

interface Options {
  sizes: number[];
  rate: number;
  durationMs: number;
  /** Measured windows per size, the sizes taking turns. */
  rounds: number;
  warmupMs: number;
  /** Quiet before each round: a burst after an idle spell is what members meet. */
  idleMs: number;
  /** Seconds per level of the write bench (scale-writes.ts); 0 skips it. */
  writeSeconds: number;
  db: 'postgres' | 'pglite';
  /** An existing PostgreSQL server to use instead of a throwaway one; it keeps each size's seed. */
  postgresUrl: string | undefined;
  jsonFile: string | undefined;
}

function parseOptions(argv: readonly string[]): Options {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      scale: { type: 'boolean', default: true },
      sizes: { type: 'string', default: '10000,100000,1000000' },
      rate: { type: 'string', default: '200' },
      duration: { type: 'string', default: '60' },
      rounds: { type: 'string', default: '2' },
      warmup: { type: 'string', default: '0' },
      idle: { type: 'string', default: '60' },
      writes: { type: 'string', default: '15' },
      db: { type: 'string', default: 'postgres' },
      postgres: { type: 'string' },
      json: { type: 'string' },
    },
  });
  const sizes = values.sizes.split(',').map(Number);
  if (sizes.some((size) => !Number.isSafeInteger(size) || size < 100))
    throw new Error(`bad --sizes ${values.sizes}`);
  if (values.db !== 'postgres' && values.db !== 'pglite') throw new Error('--db is postgres or pglite');
  return {
    sizes,
    rate: Number(values.rate),
    durationMs: Number(values.duration) * 1000,
    rounds: Math.max(1, Number(values.rounds)),
    warmupMs: Number(values.warmup) * 1000,
    idleMs: Number(values.idle) * 1000,
    writeSeconds: Number(values.writes),
    db: values.db,
    postgresUrl: values.postgres,
    jsonFile: values.json,
  };
}

const progress = (line: string) => console.error(`[scale] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface RoundTail {
  p99Ms: number | undefined;
  maxMs: number | undefined;
  earlyP99Ms: number | undefined;
  earlyMaxMs: number | undefined;
}

interface SizeReport {
  members: number;
  instances: number;
  seedSeconds: number;
  leaders: { account: string; below: number }[];
  maxDepth: number;
  /** Load average (1, 5, 15 min) before → after each round. */
  loads: string[];
  results: Record<
    string,
    Omit<MixedResult, 'latenciesMs' | 'dbMs' | 'earlyLatenciesMs' | 'dueMs'> & {
      dbP50Ms?: number;
      dbP99Ms?: number;
    }
  >;
  /** Each round on its own, its first seconds apart: p99 and max per endpoint. */
  tails: {
    load: string;
    idleSeconds: number;
    endpoints: Record<string, RoundTail>;
    /** The first 10 s, second by second (login and registration apart): p50 and max. */
    seconds: { p50Ms: number | undefined; maxMs: number | undefined }[];
    probes: { early: WindowProbe | undefined; rest: WindowProbe };
    differences: number | undefined;
  }[];
  /** The write bench: closed-loop purchases beside remark writes, per number of writers. */
  writes: WriteLevel[];
  /** The mix one request at a time (no load): per endpoint. */
  alone: Record<
    string,
    { n: number; p50Ms?: number | undefined; p99Ms?: number | undefined; dbP50Ms?: number | undefined }
  >;
  /** Requests not sent because 256 were outstanding (the whole mix, every round). */
  dropped: number;
  loginsPerSecond: number;
  loginProbe: string;
  verify: { differences: number; seconds: number; sample: string[] };
}

/** Sessions and pages for the members the mix plays (tokens made directly, as a login would). */
async function mixPeople(db: Db, rootId: number, leaderIds: number[], productId: number): Promise<MixPeople> {
  const now = new Date();
  const member = async (id: number): Promise<MixMember> => {
    const [row] = await db.query<{
      account: string;
      invitee: number | null;
      invitees: number;
      records: number;
    }>(
      `SELECT m.account, (SELECT min(id)::int FROM members WHERE inviter_id = m.id) AS invitee,
              t.direct_invitees AS invitees,
              (SELECT count(*)::int FROM ledger_entries WHERE member_id = m.id) AS records
       FROM members m JOIN community_totals t ON t.member_id = m.id WHERE m.id = $1`,
      [id],
    );
    if (!row) throw new Error(`no member #${id}`);
    return {
      id,
      account: row.account,
      token: await createSession(db, id, now),
      ...(row.invitee === null ? {} : { inviteeId: row.invitee }),
      lastInviteePage: Math.max(1, Math.ceil(row.invitees / 20)),
      lastRecordPage: Math.max(1, Math.ceil(row.records / 20)),
    };
  };
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>('SELECT max(id)::int AS n FROM members');
  const ordinaryIds = Array.from({ length: ORDINARY_MEMBERS }, (_, k) =>
    Math.floor(((k + 0.5) * n) / ORDINARY_MEMBERS),
  );
  const ordinary = await Promise.all(ordinaryIds.filter((id) => id > 10).map(member));
  const leaders = await Promise.all(leaderIds.map(member));
  return {
    root: await member(rootId),
    leaders,
    ordinary,
    loginAccounts: ordinary.map((m) => m.account),
    password: SCALE_PASSWORD,
    inviters: [...leaders, ...ordinary].map((m) => m.account),
    productId,
  };
}

/**
 * The mix one request at a time through one instance: each endpoint's own cost at this size, with
 * no queue in front of it (the host's other work still shows).
 */
async function oneAtATime(baseUrl: string, people: MixPeople, count: number) {
  const next = mixPlanner([baseUrl], people);
  const byLabel = new Map<string, { latenciesMs: number[]; dbMs: number[] }>();
  for (let n = 0; n < count; n++) {
    const planned = next();
    const started = performance.now();
    const response = await fetch(planned.url, {
      method: 'POST',
      headers: planned.headers ?? {},
      body: planned.body ?? '{}',
    });
    const text = await response.text();
    const latencyMs = performance.now() - started;
    if (!(planned.accept?.(response.status, text) ?? response.ok)) continue;
    const entry = byLabel.get(planned.label) ?? { latenciesMs: [], dbMs: [] };
    entry.latenciesMs.push(latencyMs);
    const dbMs = dbTimeOf(response.headers.get('server-timing'));
    if (dbMs !== undefined) entry.dbMs.push(dbMs);
    byLabel.set(planned.label, entry);
  }
  const out: SizeReport['alone'] = {};
  for (const [label, { latenciesMs, dbMs }] of byLabel)
    out[label] = {
      n: latenciesMs.length,
      p50Ms: percentile(latenciesMs, 50),
      p99Ms: percentile(latenciesMs, 99),
      dbP50Ms: percentile(dbMs, 50),
    };
  return out;
}

/** Closed loop against one instance: `workers` logins at a time for a while; successes per second. */
async function probeLogins(baseUrl: string, accounts: readonly string[], workers: number) {
  let ok = 0;
  let refused = 0;
  let turn = 0;
  const until = performance.now() + LOGIN_PROBE_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const account = accounts[turn++ % accounts.length] ?? '';
        const response = await fetch(`${baseUrl}/api/member/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account, password: SCALE_PASSWORD }),
        });
        const text = await response.text();
        if (text.startsWith('{"code":200')) ok += 1;
        else refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: ok / seconds,
    note: `${workers} at a time for ${seconds.toFixed(0)} s: ${ok} logged in, ${refused} refused (busy)`,
  };
}

function summarize(results: Map<string, MixedResult>): SizeReport['results'] {
  const out: SizeReport['results'] = {};
  for (const [label, result] of results) {
    const { scheduled, ok, errors, dropped, p50Ms, p99Ms, maxMs, requestsPerSecond, errorSamples } = result;
    const dbP50Ms = percentile(result.dbMs, 50);
    const dbP99Ms = percentile(result.dbMs, 99);
    out[label] = {
      ...{ scheduled, ok, errors, dropped, p50Ms, p99Ms, maxMs, requestsPerSecond, errorSamples },
      ...(dbP50Ms === undefined ? {} : { dbP50Ms }),
      ...(dbP99Ms === undefined ? {} : { dbP99Ms }),
    };
  }
  return out;
}

async function seedDatabase(db: Db, members: number) {
  await migrate(db);
  const hasher = createPasswordHasher();
  const now = new Date();
  await seed(db, hasher, now);
  const started = performance.now();
  const result = await seedScale(db, {
    members,
    seed: 1,
    now,
    passwordHash: await hasher.hash(SCALE_PASSWORD),
    progress: (line) => progress(`  ${line}`),
  });
  const [product] = await db.query<{ id: number }>(
    "SELECT id::int AS id FROM financial_products WHERE status = 'open' AND 7 = ANY(days) ORDER BY id LIMIT 1",
  );
  return { result, seconds: (performance.now() - started) / 1000, productId: product?.id ?? 1 };
}

interface Prepared {
  members: number;
  name: string;
  databaseUrl: string;
  dataDir: string;
  seedSeconds: number;
  seeded: Seeded['result'];
  people: MixPeople;
  serverUrls: string[];
  serverPids: number[];
  rounds: {
    loadBefore: string;
    loadAfter: string;
    results: Map<string, MixedResult>;
    probes: { early: WindowProbe | undefined; rest: WindowProbe };
    /** verify-aggregates right after the round (PostgreSQL). */
    differences: number | undefined;
  }[];
  writes: WriteLevel[];
}

interface Env {
  rpcUrl: string;
  stateDir: string;
  postgresUrl: string | null;
  /** The server is the operator's: keep each size's seed as a template (copyOfKeptSeed). */
  keepSeeds: boolean;
  pids: number[];
}

type Seeded = Awaited<ReturnType<typeof seedDatabase>>;

/**
 * On a server of the operator's (`--postgres`), each size is seeded once into a template database
 * named after the latest migration, and every run starts from a copy of it (a million members take
 * about half an hour to seed, a copy a minute). The seed's figures are the template's comment.
 */
async function copyOfKeptSeed(admin: Db, name: string, members: number, url: (db: string) => string) {
  const template = `${name}_seed_${(await knownMigrations()).at(-1)?.slice(0, 3) ?? '000'}`;
  const [kept] = await admin.query<{ comment: string | null }>(
    "SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1",
    [template],
  );
  let seeded = kept?.comment ? (JSON.parse(kept.comment) as Seeded) : null;
  if (!seeded) {
    await admin.exec(`DROP DATABASE IF EXISTS ${template}`);
    await admin.exec(`CREATE DATABASE ${template}`);
    const db = createPostgresDb(url(template));
    progress(`${members} members: seeding the kept template ${template} (load ${load()})`);
    seeded = await seedDatabase(db, members);
    await db.exec('CHECKPOINT');
    await db.close();
    await admin.exec(`COMMENT ON DATABASE ${template} IS '${JSON.stringify(seeded).replaceAll("'", "''")}'`);
  } else progress(`${members} members: copying the kept seed ${template}`);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return seeded;
}

/** A fresh database of `members`, seeded, with the mix's sessions, and its server instances up. */
async function prepareSize(members: number, env: Env): Promise<Prepared> {
  const name = `scale_${members}`;
  let databaseUrl = '';
  let dataDir = '';
  let seeded: Seeded | null = null;
  let db: Db;
  if (env.postgresUrl) {
    const serverUrl = env.postgresUrl;
    const urlOf = (database: string) => serverUrl.replace(/\/[^/]*$/, `/${database}`);
    const admin = createPostgresDb(serverUrl);
    await admin.exec(`DROP DATABASE IF EXISTS ${name}`);
    if (env.keepSeeds) seeded = await copyOfKeptSeed(admin, name, members, urlOf);
    else await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    databaseUrl = urlOf(name);
    db = createPostgresDb(databaseUrl);
  } else {
    dataDir = path.join(env.stateDir, name);
    db = await createPgliteDb(dataDir);
  }
  if (!seeded) progress(`${members} members: seeding (load ${load()})`);
  const { result, seconds, productId } = seeded ?? (await seedDatabase(db, members));
  progress(`seeded in ${seconds.toFixed(0)} s, depth ${result.maxDepth}`);
  const people = await mixPeople(
    db,
    result.rootId,
    result.leaders.map((leader) => leader.id),
    productId,
  );
  // The seed's writes flushed before the load, not by a checkpoint in the middle of it.
  if (env.postgresUrl) await db.exec('CHECKPOINT');
  await db.close();

  const serverPids: number[] = [];
  const serverUrls: string[] = [];
  const instances = env.postgresUrl ? 2 : 1;
  for (let n = 1; n <= instances; n++) {
    const server = await startServerProcess({
      name: `${name}-server-${n}`,
      stateDir: env.stateDir,
      serverReadyMs: SERVER_READY_MS,
      pids: serverPids,
      env: {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        CHAIN_RPC_URL: env.rpcUrl,
        STATIC_DIR: path.join(REPO_ROOT, 'out'),
        SERVER_TIMING: '1',
        // The bench is one loopback client: the per-client limits would refuse it, not measure it.
        API_RATE_LIMIT_SCALE: '0',
        DEMO_WALLET: '',
        TEST_MODE: '',
      },
    });
    serverUrls.push(server.baseURL);
  }
  env.pids.push(...serverPids);
  return {
    members,
    name,
    databaseUrl,
    dataDir,
    seedSeconds: seconds,
    seeded: result,
    people,
    serverUrls,
    serverPids,
    rounds: [],
    writes: [],
  };
}

async function runRound(options: Options, size: Prepared): Promise<void> {
  if (options.idleMs > 0) {
    progress(`${size.members} members: idle for ${options.idleMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, options.idleMs));
  }
  const loadBefore = load();
  progress(
    `${size.members} members, ${size.serverUrls.length} instance(s): ${options.rate} req/s for ` +
      `${options.durationMs / 1000} s (load ${loadBefore})`,
  );
  const probe = await startRoundProbe(size.serverUrls, size.databaseUrl);
  let early: Promise<WindowProbe> | undefined;
  const cut = setTimeout(() => {
    early = probe.cut();
  }, options.warmupMs + EARLY_WINDOW_MS);
  const results = await runMixedLoad(
    { rate: options.rate, durationMs: options.durationMs, warmupMs: options.warmupMs, timeoutMs: 10_000 },
    mixPlanner(size.serverUrls, size.people),
  );
  clearTimeout(cut);
  const rest = await probe.stop();
  const loadAfter = load();
  // The aggregates after every round, checked before the next idle spell starts (PostgreSQL: the
  // servers hold an embedded database; finishSize checks that one once they have stopped).
  const differences = size.databaseUrl ? await aggregateDifferences(size.databaseUrl) : undefined;
  size.rounds.push({ loadBefore, loadAfter, results, probes: { early: await early, rest }, differences });
}

/**
 * The write bench on this size (PostgreSQL only: an embedded database admits the server alone):
 * writers prepared through a connection of the bench's own, then the servers take the writes.
 */
async function runWrites(options: Options, size: Prepared): Promise<void> {
  if (options.writeSeconds <= 0 || !size.databaseUrl) return;
  const db = createPostgresDb(size.databaseUrl);
  const writers = await prepareWriters(db, size.people.productId, Math.max(...WRITER_LEVELS));
  await db.close();
  size.writes = await runWriteBench(
    size.serverUrls,
    size.databaseUrl,
    writers,
    options.writeSeconds,
    (line) => progress(`${size.members} members, ${line} (load ${load()})`),
  );
}

function roundTails(round: Prepared['rounds'][number], idleSeconds: number): SizeReport['tails'][number] {
  const endpoints: Record<string, RoundTail> = {};
  for (const [label, result] of round.results)
    endpoints[label] = {
      p99Ms: result.p99Ms,
      maxMs: result.maxMs,
      earlyP99Ms: percentile(result.earlyLatenciesMs, 99),
      earlyMaxMs: result.earlyLatenciesMs.length === 0 ? undefined : Math.max(...result.earlyLatenciesMs),
    };
  // Second by second over the first 10 s, every endpoint but the password ones together.
  const seconds = Array.from({ length: 10 }, () => [] as number[]);
  for (const [label, result] of round.results) {
    if (PASSWORD_LABELS.has(label)) continue;
    result.dueMs.forEach((due, index) =>
      seconds[Math.floor(due / 1000)]?.push(result.latenciesMs[index] ?? 0),
    );
  }
  return {
    load: `${round.loadBefore} → ${round.loadAfter}`,
    idleSeconds,
    endpoints,
    seconds: seconds.map((latencies) => ({
      p50Ms: percentile(latencies, 50),
      maxMs: latencies.length ? Math.max(...latencies) : undefined,
    })),
    probes: round.probes,
    differences: round.differences,
  };
}

async function aggregateDifferences(databaseUrl: string): Promise<number> {
  const db = createPostgresDb(databaseUrl);
  try {
    const check = await verifyAggregates(db, new Date());
    progress(`verify-aggregates after the round: ${check.differences.length} differences`);
    return check.differences.length;
  } finally {
    await db.close();
  }
}

/** Every round's samples of one label together. */
function pooled(size: Prepared): Map<string, MixedResult> {
  const byLabel = new Map<string, MixedResult[]>();
  for (const round of size.rounds)
    for (const [label, result] of round.results) byLabel.set(label, [...(byLabel.get(label) ?? []), result]);
  const out = new Map<string, MixedResult>();
  for (const [label, results] of byLabel) {
    const latenciesMs = results.flatMap((r) => r.latenciesMs);
    out.set(label, {
      scheduled: results.reduce((sum, r) => sum + r.scheduled, 0),
      ok: latenciesMs.length,
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      dropped: results.reduce((sum, r) => sum + r.dropped, 0),
      latenciesMs,
      p50Ms: percentile(latenciesMs, 50),
      p99Ms: percentile(latenciesMs, 99),
      maxMs: latenciesMs.length === 0 ? undefined : Math.max(...latenciesMs),
      requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
      errorSamples: [...new Set(results.flatMap((r) => r.errorSamples))].slice(0, 3),
      dbMs: results.flatMap((r) => r.dbMs),
      earlyLatenciesMs: results.flatMap((r) => r.earlyLatenciesMs),
      dueMs: results.flatMap((r) => r.dueMs),
    });
  }
  return out;
}

/** Logins one instance sustains, then the servers stop and verify-aggregates runs on the database. */
async function finishSize(size: Prepared, env: Env, options: Options): Promise<SizeReport> {
  progress(`${size.members} members: the mix one request at a time…`);
  const alone = await oneAtATime(size.serverUrls[0] ?? '', size.people, ALONE_REQUESTS);
  progress(`${size.members} members: logins one instance sustains…`);
  const logins = await probeLogins(size.serverUrls[0] ?? '', size.people.loginAccounts, 2);
  for (const pid of size.serverPids) await stopProcessGroup(pid);
  const db = env.postgresUrl ? createPostgresDb(size.databaseUrl) : await createPgliteDb(size.dataDir);
  const started = performance.now();
  const check = await verifyAggregates(db, new Date());
  await db.close();
  const verifySeconds = (performance.now() - started) / 1000;
  progress(`verify-aggregates: ${check.differences.length} differences (${verifySeconds.toFixed(0)} s)`);
  return {
    members: size.members,
    instances: size.serverUrls.length,
    seedSeconds: size.seedSeconds,
    leaders: size.seeded.leaders.map(({ account, below }) => ({ account, below })),
    maxDepth: size.seeded.maxDepth,
    loads: size.rounds.map((round) => `${round.loadBefore} → ${round.loadAfter}`),
    results: summarize(pooled(size)),
    tails: size.rounds.map((round) => roundTails(round, options.idleMs / 1000)),
    writes: size.writes,
    alone,
    dropped: size.rounds.reduce((sum, round) => sum + (round.results.values().next().value?.dropped ?? 0), 0),
    loginsPerSecond: logins.perSecond,
    loginProbe: logins.note,
    verify: {
      differences: check.differences.length,
      seconds: verifySeconds,
      sample: check.differences
        .slice(0, 5)
        .map((d) => `#${d.memberId} ${d.what}: ${d.stored} ≠ ${d.expected}`),
    },
  };
}

async function dropSize(size: Prepared, env: Env): Promise<void> {
  for (const pid of size.serverPids) await stopProcessGroup(pid);
  if (env.postgresUrl) {
    const admin = createPostgresDb(env.postgresUrl);
    await admin.exec(`DROP DATABASE IF EXISTS ${size.name}`).catch(() => undefined);
    await admin.close();
  } else rmSync(size.dataDir, { recursive: true, force: true });
}

/** Login and registration wait for a password hash by design: kept out of the per-second view. */
const PASSWORD_LABELS = new Set(['member/login', 'member/regist']);

const probeLine = (probe: WindowProbe | undefined) =>
  probe
    ? `event-loop delay max ${probe.eventLoopMaxMs.map(ms).join(' / ')} ms; database sessions sampled: ` +
      (probe.waits.length
        ? probe.waits
            .slice(0, 5)
            .map(([wait, n]) => `${wait} ${n}`)
            .join(', ')
        : 'none active')
    : '–';

/** Each round's p99 and max per endpoint, its first seconds apart (the cold start of a burst). */
function renderTails(report: SizeReport): string[] {
  if (report.tails.length === 0) return [];
  const perRound = report.tails.flatMap((tail, n) => [
    `- Round ${n + 1}: second by second, p50 / max ms: ` +
      tail.seconds.map((second, k) => `${k + 1}: ${ms(second.p50Ms)} / ${ms(second.maxMs)}`).join(', ') +
      '.',
    `  First ${EARLY_WINDOW_MS / 1000} s: ${probeLine(tail.probes.early)}. The rest: ${probeLine(tail.probes.rest)}.` +
      (tail.differences === undefined ? '' : ` verify-aggregates after it: ${tail.differences} differences.`),
  ]);
  const labels = Object.keys(report.tails[0]?.endpoints ?? {}).sort((a, b) => a.localeCompare(b));
  const early = `first ${EARLY_WINDOW_MS / 1000} s`;
  return [
    `Each round after ${report.tails[0]?.idleSeconds ?? 0} s idle — p99 / max in ms, ${early} and the whole round ` +
      `(load average per round: ${report.tails.map((t) => t.load).join('; ')}):`,
    '',
    renderTable(
      ['endpoint', ...report.tails.flatMap((_, n) => [`round ${n + 1}, ${early}`, `round ${n + 1}, all`])],
      labels.map((label) => [
        label,
        ...report.tails.flatMap(({ endpoints }) => {
          const tail = endpoints[label];
          return [
            `${ms(tail?.earlyP99Ms)} / ${ms(tail?.earlyMaxMs)}`,
            `${ms(tail?.p99Ms)} / ${ms(tail?.maxMs)}`,
          ];
        }),
      ]),
      ['left', ...report.tails.flatMap(() => ['right', 'right'] as const)],
    ),
    '',
    ...perRound,
    '',
  ];
}

/** Purchases beside remark writes, closed loop, per number of writers at once. */
function renderWrites(report: SizeReport): string[] {
  if (report.writes.length === 0) return [];
  return [
    'Closed-loop writers, each a different member, over every instance: purchases beside remark writes:',
    '',
    renderTable(
      ['writers', 'purchases/s', 'p50 ms', 'p99 ms', 'remarks/s', 'p50 ms', 'p99 ms', 'ratio', 'errors'],
      report.writes.map(({ writers, purchases, remarks }) => [
        String(writers),
        purchases.perSecond.toFixed(0),
        ms(purchases.p50Ms),
        ms(purchases.p99Ms),
        remarks.perSecond.toFixed(0),
        ms(remarks.p50Ms),
        ms(remarks.p99Ms),
        remarks.perSecond > 0 ? (purchases.perSecond / remarks.perSecond).toFixed(2) : '–',
        [purchases, remarks].map((series) => series.errors).join(' / ') +
          [...purchases.errorSamples, ...remarks.errorSamples].map((sample) => ` (${sample})`).join(''),
      ]),
      ['right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    '',
    ...report.writes.map(
      ({ writers, purchaseWaits }) =>
        `- ${writers} buyer(s): database sessions sampled during the purchases: ` +
        (purchaseWaits.length
          ? purchaseWaits
              .slice(0, 6)
              .map(([wait, n]) => `${wait} ${n}`)
              .join(', ')
          : 'none active') +
        '.',
    ),
    '',
  ];
}

const ms = (value: number | undefined) =>
  value === undefined ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0);

export function renderScaleReport(reports: readonly SizeReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    lines.push(
      `### ${report.members.toLocaleString('en')} members, ${report.instances} instance(s) — load average per round ${report.loads.join('; ')}`,
      '',
      renderTable(
        ['endpoint', 'n', 'p50 ms', 'p99 ms', 'max ms', 'db p50', 'db p99', 'errors'],
        Object.entries(report.results)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([label, r]) => [
            label,
            String(r.ok),
            ms(r.p50Ms),
            ms(r.p99Ms),
            ms(r.maxMs),
            ms(r.dbP50Ms),
            ms(r.dbP99Ms),
            String(r.errors),
          ]),
        ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      ),
      '',
      `Not sent (256 requests outstanding): ${report.dropped}.`,
      '',
      ...renderTails(report),
      ...renderWrites(report),
      '',
      `One request at a time through one instance (${ALONE_REQUESTS} requests of the mix):`,
      '',
      renderTable(
        ['endpoint', 'n', 'p50 ms', 'p99 ms', 'db p50'],
        Object.entries(report.alone)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([label, r]) => [label, String(r.n), ms(r.p50Ms), ms(r.p99Ms), ms(r.dbP50Ms)]),
        ['left', 'right', 'right', 'right', 'right'],
      ),
      '',
      `Seeded in ${report.seedSeconds.toFixed(0)} s (tree depth ${report.maxDepth}; largest leaders ${report.leaders.map((l) => l.below).join(', ')} below). ` +
        `Logins one instance sustains: ${report.loginsPerSecond.toFixed(1)}/s (${report.loginProbe}). ` +
        `verify-aggregates after the load: ${report.verify.differences} differences (${report.verify.seconds.toFixed(0)} s)` +
        (report.verify.sample.length ? `: ${report.verify.sample.join('; ')}` : '.'),
      '',
    );
  }
  const smallest = reports[0];
  const largest = reports.at(-1);
  if (smallest && largest && reports.length > 1) {
    lines.push(`### p99 by size (ms)`, '');
    const labels = Object.keys(largest.results).sort();
    lines.push(
      renderTable(
        [
          'endpoint',
          ...reports.map((r) => r.members.toLocaleString('en')),
          `${largest.members / smallest.members}× / 1×`,
        ],
        labels.map((label) => {
          const first = smallest.results[label]?.p99Ms;
          const last = largest.results[label]?.p99Ms;
          return [
            label,
            ...reports.map((r) => ms(r.results[label]?.p99Ms)),
            first && last ? (last / first).toFixed(2) : '–',
          ];
        }),
        ['left', ...reports.map(() => 'right' as const), 'right'],
      ),
      '',
      '### One request at a time, p50 / db p50 by size (ms)',
      '',
      renderTable(
        ['endpoint', ...reports.map((r) => r.members.toLocaleString('en'))],
        Object.keys(largest.alone)
          .sort()
          .map((label) => [
            label,
            ...reports.map((r) => `${ms(r.alone[label]?.p50Ms)} / ${ms(r.alone[label]?.dbP50Ms)}`),
          ]),
        ['left', ...reports.map(() => 'right' as const)],
      ),
    );
  }
  return lines.join('\n');
}

export async function runScaleBench(argv: readonly string[]): Promise<void> {
  const options = parseOptions(argv);
  const stateDir = mkdtempSync(path.join(os.tmpdir(), 'btcw-scale-'));
  const pids: number[] = [];
  const postgres =
    options.db === 'postgres' && options.postgresUrl
      ? { url: options.postgresUrl, stop: () => Promise.resolve() }
      : options.db === 'postgres'
        ? await startTempPostgres({
            fsync: 'on',
            shared_buffers: '1GB',
            work_mem: '32MB',
            maintenance_work_mem: '512MB',
            max_wal_size: '8GB',
          })
        : null;
  if (options.db === 'postgres' && !postgres) throw new Error('No PostgreSQL: install Debian postgresql 15');
  const cleanUp = async () => {
    await Promise.all(pids.map((pid) => stopProcessGroup(pid)));
    await postgres?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  };
  const killNow = () => pids.forEach(killProcessGroupNow);
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('exit', killNow);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const reports: SizeReport[] = [];
  const env: Env = {
    rpcUrl: '',
    stateDir,
    postgresUrl: postgres?.url ?? null,
    keepSeeds: options.postgresUrl !== undefined,
    pids,
  };
  try {
    env.rpcUrl = (await startAnvil({ stateDir, pids })).rpcUrl;
    // PGlite admits one process: one size at a time. PostgreSQL: every size seeded and served at
    // once, then the rounds go through the sizes in turn, so a busy spell of the host falls on all.
    const sizes: Prepared[] = [];
    for (const members of options.sizes) sizes.push(await prepareSize(members, env));
    for (let round = 0; round < options.rounds; round++)
      for (let k = 0; k < sizes.length; k++) {
        const size = sizes[(k + round) % sizes.length];
        if (size) await runRound(options, size);
      }
    for (const size of sizes) {
      await runWrites(options, size);
      reports.push(await finishSize(size, env, options));
      await dropSize(size, env);
      if (options.jsonFile) writeFileSync(options.jsonFile, JSON.stringify(reports, null, 2));
    }
  } finally {
    await cleanUp();
    process.removeListener('exit', killNow);
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
  }
  console.log(renderScaleReport(reports));
}
