import fc from 'fast-check';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodMiniObject, ZodMiniOptional, type ZodMiniType } from 'zod/mini';
import type { EndpointDefinition } from '@/lib/api/define-endpoint';
import { allEndpoints } from '@/lib/api/endpoints/all-endpoints';
import { envelopeSchema, MAX_ID, MAX_PAGE, MAX_PAGE_SIZE } from '@/lib/api/schemas/common';
import type { Locale } from '@/lib/i18n/locales';
import { btcwChain } from '../chain/btcw-chain';
import { settleDueOrders } from '../financial/financial';
import { catalogues } from '../i18n/messages';
import { DEMO_MEMBER, ROOT_MEMBER, UNREGISTERED_ACCOUNTS } from '../seed-accounts';
import { memberToken } from '../test-support/shared-test-app';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { API_BODY_LIMIT } from './api-plugin';
import * as z from '@/lib/api/zod';

/**
 * Every endpoint's request schema, fuzzed over HTTP: valid shapes, one bad field, random mixes,
 * extra fields, non-object bodies, missing or forged tokens. For each answer: HTTP 200 with an
 * envelope whose body code is never 500; a body the contract refuses is 400 (401 first for a
 * member endpoint without a valid session, 413 for an oversized body) with a message from the
 * locale's catalogue; a refused body leaves the ledger untouched; an accepted one writes only the
 * ledger rows its endpoint may write (withdrawal / purchase debits, released earnings).
 * FUZZ_RUNS=… changes the number of cases (default 3000, ~20–35 s on 2 cores). The counts are
 * printed as `[request-fuzz] {…}` (cases, refusals by body code, ledger rows written by kind, 500s).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);

/** JSON text spliced in as is: numbers JSON.stringify cannot write (1e400, 30-digit integers). */
class RawJson {
  constructor(readonly text: string) {}
}

/** Stands for the demo member's current password (it changes when member/changePassword succeeds). */
const CURRENT_PASSWORD = Symbol('current password');

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === CURRENT_PASSWORD) return JSON.stringify(currentPassword);
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? 'null' : toJson(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).filter(([, field]) => field !== undefined);
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${toJson(field)}`).join(',')}}`;
  }
  // undefined (a top-level value only: fields and items are handled above) is sent as null.
  return value === undefined ? 'null' : JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------------------
// Generators

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`);
const smallId = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(MAX_ID - 1, MAX_ID));
const password = fc.string({ minLength: 6, maxLength: 64 });
const wholeWei = (max: bigint) => fc.bigInt({ min: 1n, max });
const decimal = (wei: bigint) => {
  const scale = 10n ** 18n;
  const fraction = (wei % scale).toString().padStart(18, '0').replace(/0+$/, '');
  return `${wei / scale}${fraction ? `.${fraction}` : ''}`;
};

/** A value each request field accepts (not always a sensible one: 2^31 − 1 is a valid id that exists nowhere). */
const VALID: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  page: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant(MAX_PAGE)),
  pageSize: fc.oneof(fc.integer({ min: 1, max: MAX_PAGE_SIZE }), fc.constant(MAX_PAGE_SIZE)),
  type: fc.constantFrom('income', 'balance', 'recharge'),
  kind: fc.constantFrom('notice', 'announcement'),
  key: fc.constantFrom('aboutUs', 'privacyPolicy'),
  id: smallId,
  memberId: smallId,
  orderId: smallId,
  deviceId: smallId,
  productId: smallId,
  account: fc.oneof(address, fc.constantFrom(...UNREGISTERED_ACCOUNTS)),
  inviter: fc.oneof(fc.constantFrom(ROOT_MEMBER.address, DEMO_MEMBER.address), address),
  from: fc.oneof(fc.constant(DEMO_MEMBER.address), address),
  password: fc.oneof(
    { weight: 3, arbitrary: fc.constant(CURRENT_PASSWORD) },
    { weight: 1, arbitrary: password },
  ),
  oldPassword: fc.oneof(
    { weight: 3, arbitrary: fc.constant(CURRENT_PASSWORD) },
    { weight: 1, arbitrary: password },
  ),
  newPassword: password,
  remark: fc.string({ minLength: 1, maxLength: 50 }),
  hashrateId: fc.oneof(
    fc.constantFrom('HR-1001', 'HR-1002', 'HR-1003', 'HR-1004'),
    fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  ),
  txHash: fc.stringMatching(/^0x[0-9a-f]{64}$/),
  // Device tokens, wallet-login nonces and signatures nobody issued: the login goes on without proof,
  // or is refused before any password is checked.
  deviceToken: fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  nonce: fc.stringMatching(/^[0-9a-f]{32}$/),
  signature: fc.stringMatching(/^0x[0-9a-f]{130}$/),
  amount: fc.oneof(
    // Amounts that can go through (withdrawal 10–100000, products from 10, balance 1250.5)…
    { weight: 4, arbitrary: fc.constantFrom('10', '12.5', '20', '100') },
    // …and ones that pass the schema but break a business rule.
    fc.constantFrom('1000', '0.000000000000000001', `${'9'.repeat(30)}.${'9'.repeat(18)}`),
    wholeWei(10n ** 22n).map(decimal),
    wholeWei(10n ** 48n - 1n).map(decimal),
  ),
  days: fc.constantFrom(1, 7, 14, 30, 60, 90, 180, 366),
  idempotencyKey: fc.uuid({ version: 4 }),
};

/** Out of range, wrong type, wrong format: what a careless or hostile client may send in any field. */
const BAD: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    2 ** 31,
    2 ** 31 + 1,
    2 ** 32,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -(2 ** 31),
    -(2 ** 53),
    -1,
    0,
    -0,
    1.5,
    0.1,
    1e21,
    1e308,
    5e-324,
    MAX_PAGE + 1,
    MAX_PAGE_SIZE + 1,
    367,
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('123456789012345678901234567890'),
    new RawJson('2147483648.0'),
    new RawJson('2147483647.0000000001'),
    new RawJson('1E1'),
    new RawJson('-0.0'),
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    'null',
    'true',
    '1e5',
    '0x10',
    '-1',
    '+1',
    '01',
    '1.',
    '.5',
    '1,5',
    '1 000',
    '-0',
    '2147483648',
    '9007199254740993',
    '２１４７４８３６４８',
    '١٢٣',
    '१२३',
    '𝟏𝟐𝟑',
    '9'.repeat(80),
    '9'.repeat(31),
    `1${'0'.repeat(30)}`,
    `${'9'.repeat(31)}.5`,
    `1.${'1'.repeat(19)}`,
    `0.${'0'.repeat(18)}1`,
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    '\u202Eevil',
    '\u0000',
    'a\nb',
    "'; DROP TABLE members; --",
    '\uD800',
    'x'.repeat(1_000),
    'x'.repeat(API_BODY_LIMIT + 10),
    null,
    true,
    false,
    [],
    {},
    [1],
    { a: 1 },
    ['1'],
  ),
  fc.integer(),
  fc.maxSafeInteger(),
  fc.double(),
  fc.bigInt({ min: -(10n ** 90n), max: 10n ** 90n }).map((n) => new RawJson(n.toString())),
  fc.bigInt({ min: 0n, max: 10n ** 90n }).map(String),
  fc
    .tuple(fc.stringMatching(/^[1-9]\d{0,84}$/), fc.stringMatching(/^\d{1,25}$/))
    .map(([whole, fraction]) => `${whole}.${fraction}`),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.jsonValue({ maxDepth: 2 }),
);

const MISSING = Symbol('missing');

function bodies(fields: readonly string[]): fc.Arbitrary<unknown> {
  const valid = (field: string) => {
    const arbitrary = VALID[field];
    if (!arbitrary) throw new Error(`No generator for request field "${field}": add it to VALID`);
    return arbitrary;
  };
  const build = (values: readonly unknown[]) =>
    Object.fromEntries(
      fields.flatMap((field, index) => (values[index] === MISSING ? [] : [[field, values[index]]])),
    );
  const allValid = fc.tuple(...fields.map(valid)).map(build);
  const weird = fc.oneof(
    fc.constantFrom<unknown>(undefined, null, [], 'x', 5, true, new RawJson('1e400')),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const arbitraries: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: allValid },
    {
      weight: 1,
      arbitrary: fc.tuple(allValid, fc.string({ minLength: 1, maxLength: 8 }), BAD).map(withExtra),
    },
    { weight: 1, arbitrary: weird },
  ];
  if (fields.length > 0) {
    arbitraries.push(
      {
        weight: 5,
        arbitrary: fc
          .tuple(fc.tuple(...fields.map(valid)), fc.nat({ max: fields.length - 1 }), BAD)
          .map(([values, index, bad]) => build(values.map((value, i) => (i === index ? bad : value)))),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(...fields.map((field) => fc.oneof(valid(field), BAD, fc.constant(MISSING))))
          .map(build),
      },
    );
  }
  return fc.oneof(...arbitraries);
}

function withExtra([body, key, value]: [Record<string, unknown>, string, unknown]): Record<string, unknown> {
  return key in body ? body : { ...body, [key]: value };
}

/** The top-level field names of an endpoint's request (an object, possibly optional). */
function requestFields(endpoint: EndpointDefinition): string[] {
  let request: ZodMiniType = endpoint.request(z);
  if (request instanceof ZodMiniOptional) request = (request as ZodMiniOptional<ZodMiniType>).def.innerType;
  if (!(request instanceof ZodMiniObject))
    throw new Error(`${endpoint.path}: request is not an object schema`);
  return Object.keys(request.shape);
}

// ---------------------------------------------------------------------------------------------------------
// The server and the member

let app: TestApp;
let currentPassword: string = DEMO_MEMBER.password;
let token = '';

interface LedgerState {
  maxId: number;
  balances: Map<number, bigint>;
}

async function ledgerState(): Promise<LedgerState> {
  const rows = await app.db.query<{ member_id: number; balance: string }>(
    'SELECT member_id::int AS member_id, SUM(amount)::text AS balance FROM ledger_entries GROUP BY member_id',
  );
  const [max] = await app.db.query<{ id: number }>(
    'SELECT COALESCE(MAX(id), 0)::int AS id FROM ledger_entries',
  );
  return { maxId: max?.id ?? 0, balances: new Map(rows.map((row) => [row.member_id, BigInt(row.balance)])) };
}

async function logIn(): Promise<void> {
  await clearLockouts();
  token = await memberToken(app, DEMO_MEMBER.address, currentPassword);
}

/** Wrong passwords throttle the account and the client; the test clock never moves, so forget them after each case. */
async function clearLockouts(): Promise<void> {
  await app.db.query('DELETE FROM login_attempts');
}

/** Ledger rows a schema-valid request may write: kind and sign. */
const MAY_WRITE: Readonly<Record<string, { kind: string; sign: 1 | -1 }>> = {
  'asset/cash': { kind: 'withdrawal', sign: -1 },
  'financial/buyFinancialProduct': { kind: 'financialPurchase', sign: -1 },
  'asset/releaseEarnings': { kind: 'release', sign: 1 },
};

/** Every message the locale's catalogue can produce, placeholders matching anything. */
function catalogueMatcher(locale: Locale): (msg: string) => boolean {
  const patterns = Object.values(catalogues[locale]).map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
        's',
      ),
  );
  return (msg) => patterns.some((pattern) => pattern.test(msg));
}
const IN_CATALOGUE: Record<Locale, (msg: string) => boolean> = {
  en: catalogueMatcher('en'),
  'zh-Hant': catalogueMatcher('zh-Hant'),
  vi: catalogueMatcher('vi'),
};

/** Body codes for a refusal (docs/api.md); 503: the chain node is down (this server's chain URL is unused). */
const REFUSAL_CODES = [400, 401, 404, 409, 413, 422, 423, 503];

interface Counts {
  cases: number;
  schemaValid: number;
  schemaInvalid: number;
  byCode: Record<string, number>;
  byEndpoint: Record<string, number>;
  ledgerWrites: Record<string, number>;
  status500: number;
}
const counts: Counts = {
  cases: 0,
  schemaValid: 0,
  schemaInvalid: 0,
  byCode: {},
  byEndpoint: {},
  ledgerWrites: {},
  status500: 0,
};

async function send(endpoint: EndpointDefinition, text: string, tokenMode: string, locale: Locale) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': locale };
  if (tokenMode === 'valid') headers.authorization = `Bearer ${token}`;
  if (tokenMode === 'forged') headers.authorization = `Bearer ${'A'.repeat(43)}`;
  const response = await fetch(`${app.url}/api/${endpoint.path}`, { method: 'POST', headers, body: text });
  const json: unknown = await response.json();
  return { status: response.status, envelope: envelopeSchema(z).parse(json) };
}

beforeAll(async () => {
  // The test server's chain is an unused port; no retries, so each chain read fails at once.
  const chainUrl = 'http://127.0.0.1:9';
  app = await startTestApp({
    chain: createPublicClient({ chain: btcwChain(chainUrl), transport: http(chainUrl, { retryCount: 0 }) }),
  });
  // Pay out whatever the seed left due, so only requests can move money from here on.
  await settleDueOrders(app.db, app.clock.now());
  await logIn();
}, 60_000);

afterAll(async () => {
  console.log(`[request-fuzz] ${JSON.stringify(counts)}`);
  await app.close();
});

describe('out-of-range numbers are a translated 400, never a 500', () => {
  const ID_CASES: [string, string, Record<string, unknown>][] = [
    ['home/noticeDetail', 'id', {}],
    ['product/cancelDevice', 'orderId', {}],
    ['product/bTCWPledge', 'orderId', { txHash: `0x${'a'.repeat(64)}` }],
    ['product/lockDevice', 'deviceId', { from: DEMO_MEMBER.address }],
    ['member/managerUser', 'memberId', { page: 1, pageSize: 10 }],
    ['member/modifyUserRemark', 'memberId', { remark: 'hi' }],
    [
      'financial/buyFinancialProduct',
      'productId',
      { days: 7, amount: '10', idempotencyKey: '6f1c2a3e-4b5d-4e6f-8a7b-9c0d1e2f3a4b' },
    ],
  ];

  it.each(ID_CASES)('%s: %s = 2^31 is 400 idOutOfRange, 2^31 − 1 is not a 500', async (path, field, rest) => {
    const over = await app.post(path, { ...rest, [field]: 2 ** 31 }, { token, language: 'vi' });
    expect(over.envelope).toMatchObject({
      code: 400,
      msg: 'ID không hợp lệ: phải là số nguyên từ 1 đến 2147483647.',
    });
    for (const value of [2 ** 53, 2 ** 63, 1e300, -1, 0, 1.5]) {
      const { envelope } = await app.post(path, { ...rest, [field]: value }, { token });
      expect(envelope, String(value)).toMatchObject({ code: 400 });
    }
    const edge = await app.post(path, { ...rest, [field]: MAX_ID }, { token });
    expect(edge.envelope.code).not.toBe(500);
    expect(edge.envelope.code).not.toBe(400);
  });

  it('an 80-digit or 31-digit amount is 400 amountTooLarge; 30 digits pass the schema', async () => {
    const txHash = `0x${'b'.repeat(64)}`;
    for (const amount of ['9'.repeat(80), '9'.repeat(31), `1${'0'.repeat(30)}.5`]) {
      const { envelope } = await app.post('product/bTCWRecharge', { amount, txHash }, { token });
      expect(envelope).toMatchObject({
        code: 400,
        msg: 'The amount is too large: at most 30 digits before the decimal point.',
      });
    }
    const largest = `${'9'.repeat(30)}.${'9'.repeat(18)}`;
    const cash = await app.post(
      'asset/cash',
      { amount: largest, password: currentPassword, idempotencyKey: '0b8e7a4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c' },
      { token },
    );
    expect(cash.envelope).toMatchObject({ code: 422, msg: 'Maximum Withdrawal Amount: 100000' });
    const tooPrecise = await app.post(
      'product/bTCWRecharge',
      { amount: `1.${'1'.repeat(19)}`, txHash },
      { token },
    );
    expect(tooPrecise.envelope).toMatchObject({ code: 400, msg: 'Invalid amount.' });
  });

  it('pages out of range are 400 pageOutOfRange', async () => {
    for (const body of [
      { page: 0, pageSize: 10 },
      { page: MAX_PAGE + 1, pageSize: 10 },
      { page: 1, pageSize: MAX_PAGE_SIZE + 1 },
      { page: 2 ** 31, pageSize: 10 },
      { page: 1.5, pageSize: 10 },
    ]) {
      const { envelope } = await app.post('home/notice', body, { language: 'zh-Hant' });
      expect(envelope.code, JSON.stringify(body)).toBe(400);
      expect(envelope.msg).toMatch(/^頁碼無效/);
    }
    const last = await app.post('home/notice', { page: MAX_PAGE, pageSize: MAX_PAGE_SIZE });
    expect(last.envelope).toMatchObject({ code: 200, result: { list: [] } });
  });
});

describe('every endpoint, fuzzed', () => {
  it('has a generator for every request field of every endpoint', () => {
    const missing = allEndpoints.flatMap((endpoint) =>
      requestFields(endpoint)
        .filter((field) => !(field in VALID))
        .map((field) => `${endpoint.path}.${field}`),
    );
    expect(missing).toEqual([]);
  });

  it('never answers 500, refuses what the contract refuses, and moves no money on a refusal', async () => {
    const bodiesByPath = new Map(
      allEndpoints.map((endpoint) => [endpoint.path, bodies(requestFields(endpoint))]),
    );
    const cases = fc.constantFrom(...allEndpoints).chain((endpoint) =>
      fc.record({
        endpoint: fc.constant(endpoint),
        tokenMode: fc.constantFrom('valid', 'valid', 'valid', 'valid', 'valid', 'valid', 'none', 'forged'),
        locale: fc.constantFrom<Locale>('en', 'zh-Hant', 'vi'),
        body: bodiesByPath.get(endpoint.path) ?? fc.constant(undefined),
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ endpoint, tokenMode, locale, body }) => {
        const text = body === undefined ? '' : toJson(body);
        const seen: unknown = text === '' ? undefined : JSON.parse(text);
        const schemaValid = endpoint.request(z).safeParse(seen).success;
        const before = await ledgerState();
        const { status, envelope } = await send(endpoint, text, tokenMode, locale);
        const after = await ledgerState();

        counts.cases += 1;
        counts[schemaValid ? 'schemaValid' : 'schemaInvalid'] += 1;
        counts.byCode[envelope.code] = (counts.byCode[envelope.code] ?? 0) + 1;
        counts.byEndpoint[endpoint.path] = (counts.byEndpoint[endpoint.path] ?? 0) + 1;
        if (envelope.code === 500 || status === 500) counts.status500 += 1;

        const where = `${endpoint.path} ${tokenMode} ${text.slice(0, 300)}`;
        expect(status, where).toBe(200);
        expect(envelope.code, `${where}: ${envelope.msg}`).not.toBe(500);
        expect([200, ...REFUSAL_CODES], `${where}: ${envelope.msg}`).toContain(envelope.code);
        expect(IN_CATALOGUE[locale](envelope.msg), `${where}: untranslated msg ${envelope.msg}`).toBe(true);

        const tooLarge = Buffer.byteLength(text) > API_BODY_LIMIT;
        const unauthenticated = endpoint.auth && tokenMode !== 'valid';
        if (tooLarge) expect(envelope.code, where).toBe(413);
        else if (unauthenticated) expect(envelope.code, where).toBe(401);
        else if (!schemaValid) expect(envelope.code, `${where}: ${envelope.msg}`).toBe(400);

        // Money: a refused body changes nothing; an accepted one only what its endpoint may write.
        if (after.maxId !== before.maxId) {
          const allowed = MAY_WRITE[endpoint.path];
          expect(
            schemaValid && !tooLarge && !unauthenticated && allowed,
            `${where} wrote the ledger`,
          ).toBeTruthy();
          const rows = await app.db.query<{ member_id: number; amount: string; kind: string }>(
            'SELECT member_id::int AS member_id, amount::text AS amount, kind FROM ledger_entries WHERE id > $1',
            [before.maxId],
          );
          for (const row of rows) {
            counts.ledgerWrites[row.kind] = (counts.ledgerWrites[row.kind] ?? 0) + 1;
            expect(row.kind, where).toBe(allowed?.kind);
            expect(Math.sign(Number(row.amount)), where).toBe(allowed?.sign);
          }
        } else {
          expect(after.balances, where).toEqual(before.balances);
        }
        for (const [member, balance] of after.balances) expect(balance >= 0n, `member ${member}`).toBe(true);

        // Keep the session usable for the next case.
        if (
          endpoint.path === 'member/changePassword' &&
          envelope.code === 200 &&
          typeof seen === 'object' &&
          seen
        ) {
          const next = (seen as Record<string, unknown>).newPassword;
          if (typeof next === 'string') currentPassword = next;
        }
        await clearLockouts();
        if (endpoint.path === 'member/logout' && envelope.code === 200 && tokenMode === 'valid')
          await logIn();
      }),
      { numRuns: RUNS },
    );
    expect(counts.status500).toBe(0);
  }, 300_000);
});
