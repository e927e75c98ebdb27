/**
 * `npm run operator -- <command> …`: the operator's commands on the platform's database
 * (server/operator-commands.ts lists them). Reads the command line strictly, then opens the database
 * and runs the command.
 */
import { readServerConfig } from './config';
import { migrate } from './db/migrate';
import { describeError } from './describe-error';
import { openDb } from './db/open-db';
import { operatorHelp, parseOperatorArgs } from './operator-command';
import { OPERATOR_COMMANDS } from './operator-commands';

const HELP = `Platform operator commands (same DATABASE_URL / DATA_DIR as the server):

${operatorHelp(OPERATOR_COMMANDS)}
  npm run operator -- help
      this text

Arguments are read strictly: an unknown option, an option without its value or one argument too
many is refused, never folded into another. A value with spaces is one argument in quotes
(--override-hold "member repaid 21 BTCW").

HTML is sanitised with the app's allow-list before it is stored (scripts, forms, styles removed).
Videos (<video src> or <source src>, MP4 H.264/AAC plays everywhere) must be a /path on the app's origin
or https on an origin in BTCW_MEDIA_ORIGINS (set it as for the build); HTML whose video would be
dropped is refused. They play inline with the app's controls; --autoplay (or autoplay) is always muted.

Notices, ads and columns speak the app's words (docs/glossary.md): notice-add, ad-add and column-set
refuse a zh-Hant or vi title, summary or text with a word the glossary rejects (帳戶 for the member's
account, 隱私政策, "người giới thiệu", "stake" as a Vietnamese word…), naming the language, the word and
the glossary's word, as npm run i18n:check does for the seeded content. --allow-glossary-break stores
the text as written (a quotation, another product's wording) and lists what it kept.

With the embedded database (no DATABASE_URL) stop the server first: PGlite allows one process.`;

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(HELP);
    return 0;
  }
  const command = OPERATOR_COMMANDS[name];
  if (!command) {
    console.error(`Unknown command: ${name}\n\n${HELP}`);
    return 1;
  }
  // The command line is checked before the database is opened.
  const input = parseOperatorArgs(name, command, args);
  const config = readServerConfig(process.env);
  const db = await openDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(db);
    await command.run(db, input);
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
