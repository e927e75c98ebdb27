/**
 * Login under a flood of unknown-account logins, with the REAL scrypt parameters (N=2^17, r=8, p=1)
 * and the default login protection (at most PASSWORD_HASH_CONCURRENCY derivations at once, at most
 * PASSWORD_HASH_QUEUE waiting; docs/server-security.md, "Authentication"), except the account threshold,
 * raised so one account's wrong passwords can be sampled, and without the API rate limits (429, not
 * what is measured here). The real server (`createServer`) on an
 * in-memory PGlite, seeded with real hashes. Prints:
 *
 * - a real login, unloaded: median and worst of `--samples`;
 * - unknown account vs wrong password of a known account, unloaded, `--pairs` of each taken in turns
 *   (each from its own client address): median and worst answer times, which should be alike (an
 *   unknown account derives no key but waits as long as recent real verifications took);
 * - a real login sent while `--flood` concurrent unknown-account logins are in flight (each from its
 *   own client address, via X-Forwarded-For from a trusted loopback proxy, so the per-client throttle
 *   does not stop them and the hashing queue is what is measured): the first answer (its time and
 *   whether it was "busy"), and the time until a client retrying every `--retry-ms` gets in;
 * - how the flood was answered, and the host load average before and after.
 *
 *   node --import tsx scripts/bench/login-load.ts [--samples 5] [--pairs 10] [--flood 50] [--retry-ms 250]
 *
 * Not a test: timings depend on the host. Loopback only.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createServer } from '../../server/app';
import { loginProtectionFromEnv, resolveLoginProtection } from '../../server/auth/login-lockout';
import { createPasswordHasher, DEFAULT_SCRYPT_PARAMS } from '../../server/auth/password-hash';
import { migrate } from '../../server/db/migrate';
import { createPgliteDb } from '../../server/db/pglite-db';
import { resetAndSeed } from '../../server/seed';
import { DEMO_MEMBER } from '../../server/seed-accounts';
import { closeServer, listen } from '../../server/test-support/test-app';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    samples: { type: 'string', default: '5' },
    pairs: { type: 'string', default: '10' },
    flood: { type: 'string', default: '50' },
    'retry-ms': { type: 'string', default: '250' },
  },
});
const SAMPLES = Number(values.samples);
const PAIRS = Number(values.pairs);
const FLOOD = Number(values.flood);
const RETRY_MS = Number(values['retry-ms']);
const REAL_CLIENT = '192.0.2.1';

interface Answer {
  code: number;
  msg: string;
  ms: number;
}

async function login(url: string, account: string, password: string, client: string): Promise<Answer> {
  const start = performance.now();
  const response = await fetch(`${url}/api/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': client },
    body: JSON.stringify({ account, password }),
  });
  const { code, msg } = (await response.json()) as { code: number; msg: string };
  return { code, msg, ms: performance.now() - start };
}

const unknownAccount = (i: number) => `0x${(0xbe0000 + i).toString(16).padStart(40, '0')}`;
const floodClient = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;
const pairClient = (i: number) => `198.19.${(i >> 8) & 255}.${i & 255}`;
const fmt = (ms: number | undefined) => (ms === undefined ? '-' : `${Math.round(ms)} ms`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

async function main() {
  const loadBefore = load();
  const passwords = createPasswordHasher(DEFAULT_SCRYPT_PARAMS);
  const db = await createPgliteDb();
  await migrate(db);
  await resetAndSeed(db, passwords, new Date());
  // Wrong passwords of the demo account are sampled: its own threshold must not stop them.
  const overrides = { trustedProxies: ['127.0.0.1'], account: { threshold: 1000 } };
  const protection = resolveLoginProtection(loginProtectionFromEnv(process.env), overrides);
  const server = await createServer({
    db,
    staticDir: '/nonexistent',
    chainRpcUrl: 'http://127.0.0.1:9',
    passwords,
    loginProtection: overrides,
    // The per-client/per-account rate limits (429) are not what is measured here: off.
    apiRateLimitScale: 0,
  });
  const url = await listen(server);
  try {
    console.log(
      `scrypt ln=${DEFAULT_SCRYPT_PARAMS.logN},r=${DEFAULT_SCRYPT_PARAMS.r},p=${DEFAULT_SCRYPT_PARAMS.p}; ` +
        `hashing: ${protection.hashing.concurrency} at once, ${protection.hashing.maxQueued} waiting per lane; ` +
        `account threshold ${protection.account.threshold}, client threshold ${protection.client.threshold}; ` +
        `${os.cpus().length} CPUs; UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
    );
    // Warm-up (the first unknown account, nothing measured yet, runs one real derivation to measure).
    await login(url, unknownAccount(999_999), 'warm-up-pass', REAL_CLIENT);
    await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password, REAL_CLIENT);

    const unloaded: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const answer = await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password, REAL_CLIENT);
      if (answer.code !== 200) throw new Error(`unloaded login failed: ${answer.code} ${answer.msg}`);
      unloaded.push(answer.ms);
    }

    const unknownMs: number[] = [];
    const wrongMs: number[] = [];
    const pairAnswers = new Set<string>();
    for (let i = 0; i < PAIRS; i += 1) {
      const unknown = await login(url, unknownAccount(500_000 + i), 'guess-123456', pairClient(2 * i));
      const wrong = await login(url, DEMO_MEMBER.address, 'guess-123456', pairClient(2 * i + 1));
      if (unknown.code !== wrong.code || unknown.msg !== wrong.msg)
        throw new Error(`different answers: ${unknown.code} ${unknown.msg} / ${wrong.code} ${wrong.msg}`);
      pairAnswers.add(`${unknown.code} ${unknown.msg}`);
      unknownMs.push(unknown.ms);
      wrongMs.push(wrong.ms);
    }

    const firstAnswers: Answer[] = [];
    const untilIn: number[] = [];
    const floodTally = new Map<string, number>();
    const floodMs: number[] = [];
    let busyWorst = 0;
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const flood = Promise.all(
        Array.from({ length: FLOOD }, (_, i) => {
          const n = sample * FLOOD + i;
          return login(url, unknownAccount(n), 'guess-123456', floodClient(n));
        }),
      );
      // Let the flood reach the server first.
      await sleep(30);
      const start = performance.now();
      let answer = await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password, REAL_CLIENT);
      firstAnswers.push(answer);
      while (answer.code !== 200) {
        await sleep(RETRY_MS);
        answer = await login(url, DEMO_MEMBER.address, DEMO_MEMBER.password, REAL_CLIENT);
      }
      untilIn.push(performance.now() - start);
      for (const floodAnswer of await flood) {
        floodTally.set(floodAnswer.msg, (floodTally.get(floodAnswer.msg) ?? 0) + 1);
        floodMs.push(floodAnswer.ms);
        if (floodAnswer.msg.includes('busy')) busyWorst = Math.max(busyWorst, floodAnswer.ms);
      }
      await sleep(200);
    }

    const firstMs = firstAnswers.map((answer) => answer.ms);
    const busyFirst = firstAnswers.filter((answer) => answer.code !== 200).length;
    console.log(
      `real login, unloaded (${SAMPLES}):          median ${fmt(median(unloaded))}, worst ${fmt(Math.max(...unloaded))}`,
    );
    console.log(
      `unknown account, unloaded (${PAIRS}):       median ${fmt(median(unknownMs))}, worst ${fmt(Math.max(...unknownMs))}`,
    );
    console.log(
      `wrong password, unloaded (${PAIRS}):        median ${fmt(median(wrongMs))}, worst ${fmt(Math.max(...wrongMs))} ` +
        `(each pair answered alike: ${[...pairAnswers].map((answer) => `"${answer}"`).join(', ')})`,
    );
    console.log(
      `real login, ${FLOOD} unknown in flight (${SAMPLES}): first answer median ${fmt(median(firstMs))}, ` +
        `worst ${fmt(Math.max(...firstMs))} (${busyFirst} of ${SAMPLES} were "busy", the rest logged in)`,
    );
    console.log(
      `  retrying every ${RETRY_MS} ms until logged in:  median ${fmt(median(untilIn))}, worst ${fmt(Math.max(...untilIn))}`,
    );
    console.log(
      `flood answers: ${[...floodTally].map(([msg, n]) => `${n} × "${msg}"`).join(', ')}; ` +
        `median ${fmt(median(floodMs))}, slowest ${fmt(Math.max(...floodMs))}, slowest "busy" ${fmt(busyWorst)}`,
    );
    console.log(`load average (1/5/15 min): before ${loadBefore}, after ${load()}`);
  } finally {
    await closeServer(server);
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
