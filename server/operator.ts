import { getAddress } from 'viem';
import { addressSchema, MAX_ID } from '@/lib/api/schemas/common';
import { readServerConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { describeError } from './describe-error';
import { openDb } from './db/open-db';
import { addLedgerEntry, balanceOf } from './ledger/ledger';
import { insertProduct, listProducts, setProductStatus } from './financial/financial';
import { findMemberByAccount, listMembers } from './members/members';
import { formatBtcw, parseBtcw } from './money';
import { communityCommands } from './community/operator-community';
import { contentCommands } from './content/operator-content';
import { printTable } from './operator-table';
import { scaleCommands } from './scale/operator-scale';
import { paymentCommands } from './payments/operator-payments';
import { isSettingKey, readSettings, SETTING_KEYS, writeSetting } from './settings/settings';
import { withdrawalCommands } from './withdrawals/operator-withdrawals';
import * as z from '@/lib/api/zod';

const HELP = `Platform operator commands (same DATABASE_URL / DATA_DIR as the server):

  npm run operator -- members                           list members, inviters, balances, locks
  npm run operator -- credit <account> <amount> [note]  add a ledger credit in BTCW (e.g. 12.5)
  npm run operator -- settings                          show the platform parameters
  npm run operator -- set <key> <value>                 change a parameter (${SETTING_KEYS.join(', ')})
  npm run operator -- withdrawals                       list withdrawals (Auditing first), with what holds each
  npm run operator -- approve <id> [txHash] [--override-hold <reason>]
                                                        Auditing → Success (payout sent); a withdrawal on hold
                                                        (account held, or funded by a credit reversed since)
                                                        is refused unless overridden with a reason (kept)
  npm run operator -- reject <id> [reason]              Auditing → Failed, amount back to the balance
  npm run operator -- unmatched                         treasury transfers no claim accounts for (member or unknown wallet)
  npm run operator -- settle-transfer <txHash>          a member's unmatched transfer: claim it for them (their stake
                                                        order when it pays it exactly, else a recharge); an unknown
                                                        wallet's: mark it handled (refunded off-platform)
  npm run operator -- settler                           each server's payment settler parts: working or failing
                                                        since when, last success, last error
  npm run operator -- held                              accounts held after a reversed credit they could not cover
  npm run operator -- release-hold <account>            allow withdrawals and purchases again (after review)
  npm run operator -- products                          list financial products
  npm run operator -- product-add <name> <dailyRate> <days,…> <minAmount> <quota> [maxAmount] [managementFeeRate]
                                                        add a product (not open yet), e.g.
                                                        product-add "Flexi 14" 0.001 7,14 10 100000 - 0.1
  npm run operator -- product-open <id>                 open a product for sale
  npm run operator -- product-close <id>                stop sales (shows "Not Open Yet")
  npm run operator -- notices                           list notices and announcements
  npm run operator -- notice-add <notice|announcement> <file.json>
                                                        add one; JSON { "en": { "title", "summary"?, "html" }, "zh-Hant"?: …, "vi"?: … }
  npm run operator -- notice-hide <id> | notice-show <id>
  npm run operator -- ads                               list home banners
  npm run operator -- ad-add <image-url> <link|-> <order> <file.json>   JSON { "en": "title", "zh-Hant"?: …, "vi"?: … }
  npm run operator -- ad-hide <id> | ad-show <id>
  npm run operator -- column-set <aboutUs|privacyPolicy> <en|zh-Hant|vi> <title> <file.html>
  npm run operator -- video-attach <notice-id|aboutUs|privacyPolicy> <video-url> [--poster <image-url>] [--autoplay] [--loop]
                                                        add a video at the end of every language's text, e.g.
                                                        video-attach 7 https://media.example.com/intro.mp4 --poster https://media.example.com/intro.jpg
  npm run operator -- verify-aggregates                 recompute the community figures from the ledger, the orders
                                                        and the referral tree; list every difference (exit 1 if any)
  npm run operator -- seed-scale --members <N> [--seed <S>]
                                                        fill a freshly seeded database with N members below the root
                                                        (ledgers, orders, stakes, withdrawals; password scale-password)
  npm run operator -- help                              this text

HTML is sanitised with the app's allow-list before it is stored (scripts, forms, styles removed).
Videos (<video src> or <source src>, MP4 H.264/AAC plays everywhere) must be a /path on the app's origin
or https on an origin in BTCW_MEDIA_ORIGINS (set it as for the build); HTML whose video would be
dropped is refused. They play inline with the app's controls; --autoplay (or autoplay) is always muted.

With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process.`;

class UsageError extends Error {}

type Command = (db: Db, args: readonly string[]) => Promise<void>;

const commands: Record<string, Command> = {
  async members(db) {
    const members = await listMembers(db);
    if (members.length === 0) {
      console.log('No members yet.');
      return;
    }
    const now = Date.now();
    printTable(
      ['id', 'account', 'inviter', 'balance (BTCW)', 'registered', 'login'],
      members.map((member) => [
        String(member.id),
        getAddress(member.account),
        member.inviter ? getAddress(member.inviter) : '-',
        formatBtcw(member.balanceWei),
        member.createdAt.toISOString(),
        member.lockedUntil && member.lockedUntil.getTime() > now
          ? `locked until ${member.lockedUntil.toISOString()}`
          : 'ok',
      ]),
    );
  },

  async credit(db, [account, amount, ...noteWords]) {
    if (!account || !amount) throw new UsageError('usage: credit <account> <amount-BTCW> [note]');
    const address = addressSchema(z).safeParse(account);
    if (!address.success) throw new UsageError(`Not a wallet address: ${account}`);
    let wei: bigint;
    try {
      wei = parseBtcw(amount);
    } catch {
      throw new UsageError(`Not a BTCW amount (plain decimal, up to 18 decimals): ${amount}`);
    }
    if (wei === 0n) throw new UsageError('The amount must be greater than 0');
    const member = await findMemberByAccount(db, address.data);
    if (!member) throw new UsageError(`No member with account ${account}`);
    const note = noteWords.join(' ').trim();
    const { entryId, balance } = await db.transaction(async (tx) => {
      const id = await addLedgerEntry(tx, {
        memberId: member.id,
        amountWei: wei,
        kind: 'operator_credit',
        reference: note || null,
        createdAt: new Date(),
      });
      return { entryId: id, balance: await balanceOf(tx, member.id) };
    });
    console.log(
      `Credited ${formatBtcw(wei)} BTCW to ${getAddress(member.account)} (member #${member.id}, ledger entry #${entryId}). ` +
        `Balance now ${formatBtcw(balance)} BTCW.`,
    );
  },

  async settings(db) {
    const settings = await readSettings(db);
    printTable(
      ['key', 'value'],
      SETTING_KEYS.map((key) => [key, settings[key]]),
    );
  },

  async set(db, [key, value]) {
    if (!key || value === undefined)
      throw new UsageError(`usage: set <key> <value>; keys: ${SETTING_KEYS.join(', ')}`);
    if (!isSettingKey(key)) throw new UsageError(`Unknown setting ${key}; keys: ${SETTING_KEYS.join(', ')}`);
    let stored: string;
    try {
      stored = await writeSetting(db, key, value, new Date());
    } catch (error) {
      throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    console.log(`${key} = ${stored}`);
  },
};

function parseId(value: string | undefined, usage: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw new UsageError(usage);
  return Number(value);
}

function parseAmountArg(value: string, what: string): bigint {
  try {
    return parseBtcw(value);
  } catch {
    throw new UsageError(`Not a BTCW amount for ${what} (plain decimal, up to 18 decimals): ${value}`);
  }
}

function parseRateArg(value: string, what: string): string {
  // Rates are numeric(40, 18): at most 22 whole digits.
  if (!/^(0|[1-9]\d{0,21})(\.\d{1,18})?$/.test(value))
    throw new UsageError(`Not a decimal rate for ${what}: ${value}`);
  return formatBtcw(parseBtcw(value));
}

const financialCommands: Record<string, Command> = {
  async products(db) {
    const rows = await listProducts(db);
    printTable(
      ['id', 'name', 'daily rate', 'fee rate', 'days', 'min', 'max', 'sold / quota', 'status'],
      rows.map((row) => [
        String(row.id),
        row.name,
        row.rate,
        row.managementFeeRate,
        row.days.join(','),
        formatBtcw(row.minAmountWei),
        row.maxAmountWei === null ? '-' : formatBtcw(row.maxAmountWei),
        `${formatBtcw(row.soldWei)} / ${formatBtcw(row.quotaWei)}`,
        row.status,
      ]),
    );
  },

  async 'product-add'(db, [name, rate, days, min, quota, max, feeRate]) {
    const usage =
      'usage: product-add <name> <dailyRate> <days,…> <minAmount> <quota> [maxAmount|-] [managementFeeRate]';
    if (!name?.trim() || !rate || !days || !min || !quota) throw new UsageError(usage);
    const dayList = days.split(',').map((day) => day.trim());
    if (dayList.some((day) => !/^[1-9]\d{0,2}$/.test(day) || Number(day) > 366))
      throw new UsageError(`Days must be whole numbers 1–366 separated by commas: ${days}`);
    const managementFeeRate = parseRateArg(feeRate ?? '0', 'the management fee rate');
    if (parseBtcw(managementFeeRate) > parseBtcw('1'))
      throw new UsageError('The management fee rate is at most 1');
    const id = await insertProduct(
      db,
      {
        name: name.trim(),
        rate: parseRateArg(rate, 'the daily rate'),
        managementFeeRate,
        days: [...new Set(dayList.map(Number))].sort((a, b) => a - b),
        minAmountWei: parseAmountArg(min, 'the minimum'),
        maxAmountWei: max === undefined || max === '-' ? null : parseAmountArg(max, 'the maximum'),
        quotaWei: parseAmountArg(quota, 'the quota'),
        status: 'notOpen',
      },
      new Date(),
    );
    console.log(`Added product #${id} (not open yet; open it with product-open ${id}).`);
  },

  async 'product-open'(db, [id]) {
    const productId = parseId(id, 'usage: product-open <product-id>');
    if (!(await setProductStatus(db, productId, 'open'))) throw new UsageError(`No product #${productId}`);
    console.log(`Product #${productId} is open.`);
  },

  async 'product-close'(db, [id]) {
    const productId = parseId(id, 'usage: product-close <product-id>');
    if (!(await setProductStatus(db, productId, 'notOpen'))) throw new UsageError(`No product #${productId}`);
    console.log(`Product #${productId} is closed (Not Open Yet).`);
  },
};
Object.assign(commands, withdrawalCommands);
Object.assign(commands, financialCommands);
Object.assign(commands, contentCommands);
Object.assign(commands, paymentCommands);
Object.assign(commands, communityCommands);
Object.assign(commands, scaleCommands);

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(HELP);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${HELP}`);
    return 1;
  }
  const config = readServerConfig(process.env);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    await command(db, args);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(describeError(error));
    process.exit(1);
  },
);
