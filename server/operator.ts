import { getAddress } from 'viem';
import { addressSchema } from '@/lib/api/schemas/common';
import { readServerConfig } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { addLedgerEntry, balanceOf } from './ledger/ledger';
import { findMemberByAccount, listMembers } from './members/members';
import { formatBtcw, parseBtcw } from './money';
import { contentCommands } from './content/operator-content';
import { isSettingKey, readSettings, SETTING_KEYS, writeSetting } from './settings/settings';

const HELP = `Platform operator commands (same DATABASE_URL / DATA_DIR as the server):

  npm run operator -- members                           list members, inviters, balances, locks
  npm run operator -- credit <account> <amount> [note]  add a ledger credit in BTCW (e.g. 12.5)
  npm run operator -- settings                          show the platform parameters
  npm run operator -- set <key> <value>                 change a parameter (${SETTING_KEYS.join(', ')})
  npm run operator -- notices                           list notices and announcements
  npm run operator -- notice-add <notice|announcement> <file.json>
                                                        add one; JSON { "en": { "title", "summary"?, "html" }, "zh-Hant"?: …, "vi"?: … }
  npm run operator -- notice-hide <id> | notice-show <id>
  npm run operator -- ads                               list home banners
  npm run operator -- ad-add <image-url> <link|-> <order> <file.json>   JSON { "en": "title", "zh-Hant"?: …, "vi"?: … }
  npm run operator -- ad-hide <id> | ad-show <id>
  npm run operator -- column-set <aboutUs|privacyPolicy> <en|zh-Hant|vi> <title> <file.html>
  npm run operator -- help                              this text

HTML is sanitised with the app's allow-list before it is stored (scripts, forms, styles removed).

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
    const address = addressSchema.safeParse(account);
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

Object.assign(commands, contentCommands);

function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

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
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
