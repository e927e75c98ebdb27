import { parseArgs } from 'node:util';
import type { ContractCheckOptions } from './run-contract-check';

export const USAGE = `Usage: npm run contract -- --api <origin> --account <address> --password <password>
       [--hashrate-id <id>] [--include-writes] [--language en|zh-Hant|vi]

Logs in to a running platform API, calls its read endpoints and checks every answer against the
app's schemas. Only reads; --include-writes also logs the session out at the end.
The password may come from CONTRACT_PASSWORD instead of --password.`;

/** Parses the command line; throws an Error with a message for the operator on a mistake. */
export function parseContractArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ContractCheckOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      api: { type: 'string' },
      account: { type: 'string' },
      password: { type: 'string' },
      'hashrate-id': { type: 'string' },
      'include-writes': { type: 'boolean', default: false },
      language: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  if (values.help) return 'help';
  const password = values.password ?? env.CONTRACT_PASSWORD;
  const missing = [
    values.api === undefined ? '--api' : null,
    values.account === undefined ? '--account' : null,
    password === undefined ? '--password' : null,
  ].filter((name): name is string => name !== null);
  if (missing.length > 0) throw new Error(`Missing ${missing.join(', ')}`);
  const api = values.api ?? '';
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    throw new Error(`--api is not a URL: ${api}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--api must be http(s): ${api}`);
  return {
    api: url.origin,
    account: values.account ?? '',
    password: password ?? '',
    hashrateId: values['hashrate-id'],
    includeWrites: values['include-writes'],
    ...(values.language === undefined ? {} : { language: values.language }),
  };
}
