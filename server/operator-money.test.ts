import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { balanceOf } from './ledger/ledger';
import { seed } from './seed';
import { testPasswords } from './test-support/test-app';
import { requestWithdrawal } from './withdrawals/withdrawals';

const run = promisify(execFile);
/** The hash of the payout the operator sent. */
const PAYOUT = `0x${'ab'.repeat(32)}`;
let dataDir: string;

async function operator(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/operator.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function withDb<R>(fn: (db: Awaited<ReturnType<typeof openDb>>) => Promise<R>): Promise<R> {
  const db = await openDb({ dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'operator-money-'));
  await withDb(async (db) => {
    await migrate(db);
    await seed(db, testPasswords, new Date());
    for (const amount of [20n, 30n])
      await requestWithdrawal(db, {
        memberId: 2,
        amountWei: amount * 10n ** 18n,
        idempotencyKey: crypto.randomUUID(),
        now: new Date(),
      });
  });
}, 60_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each command is a process that opens the embedded database: kept to a few.
it('approves and rejects withdrawals once; a rejection refunds; products are added and opened', async () => {
  expect((await operator('withdrawals')).out).toMatch(/2\s+#2\s+30\s+0\.3\s+29\.7\s+Auditing/);
  // A payout is recorded with its hash, never without it, and nothing on the line is swallowed.
  const refusals = [
    [['approve', '1'], /^usage: approve <id> <txHash>/],
    [
      ['approve', '1', '--override-hold', 'member', 'repaid', PAYOUT],
      /^approve takes at most 2 arguments, got 3: "1" "repaid" "0xab/,
    ],
    [['approve', '1', 'not-a-hash'], /^Not a transaction hash: "not-a-hash"/],
    [['approve', '1', PAYOUT, '--overide-hold', 'typo'], /^Unknown option '--overide-hold'/],
    [['reject', '2', '--force'], /^Unknown option '--force'/],
    [['withdrawals', 'all'], /^withdrawals takes no arguments, got 1: "all"/],
  ] as const;
  for (const [args, message] of refusals) {
    const refused = await operator(...args);
    expect(refused.code, args.join(' ')).toBe(1);
    expect(refused.out, args.join(' ')).toMatch(message);
  }
  expect((await operator('withdrawals')).out).toMatch(/1\s+#2\s+20\s+0\.2\s+19\.8\s+Auditing/);
  expect(await operator('approve', '1', PAYOUT)).toEqual({ code: 0, out: 'Withdrawal #1 is now Success.\n' });
  expect(
    await withDb((db) => db.query<{ tx_hash: string }>('SELECT tx_hash FROM withdrawals WHERE id = 1')),
  ).toEqual([{ tx_hash: PAYOUT }]);
  expect(await operator('reject', '2', 'wrong', 'address')).toEqual({
    code: 0,
    out: 'Withdrawal #2 is now Failed.\n',
  });
  const again = await operator('reject', '1');
  expect(again.code).toBe(1);
  expect(again.out).toMatch(/is Success, not Auditing/);
  expect(await withDb((db) => balanceOf(db, 2))).toBe(12305n * 10n ** 17n);

  expect(await operator('product-add', 'Short', '0.002', '7,14', '10', '1000', '-', '0.1')).toMatchObject({
    code: 0,
  });
  expect((await operator('product-open', '4')).out).toBe('Product #4 is open.\n');
  const products = (await operator('products')).out;
  expect(products).toMatch(/3\s+BTCW Prime 180 .*notOpen/);
  expect(products).toMatch(/4\s+Short\s+0\.002\s+0\.1\s+7,14\s+10\s+-\s+0 \/ 1000\s+open/);
}, 300_000);
