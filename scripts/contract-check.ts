/**
 * Operator contract check (`npm run contract -- --api <origin> --account <address> --password <pw>`):
 * does a running platform API answer its read endpoints the way the app expects? Exit 0 when every
 * answer matches, 1 when one differs or is missing, 2 on a usage error. See docs/contract-check.md.
 */
import { parseContractArgs, USAGE } from './contract/args';
import { formatReport, runContractCheck } from './contract/run-contract-check';

async function main(): Promise<number> {
  let options;
  try {
    options = parseContractArgs(process.argv.slice(2), process.env);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (options === 'help') {
    console.log(USAGE);
    return 0;
  }
  const report = await runContractCheck(options);
  console.log(formatReport(report));
  return report.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
