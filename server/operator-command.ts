/**
 * How an operator command is declared and its command line read: strictly, with node's `parseArgs`.
 * Each command names its options and how many plain arguments it takes; anything else on the line
 * (an unknown option, an option without its value, one argument too many) is refused with the
 * command's usage before the database is opened, never folded into another field.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { MAX_ID } from '@/lib/api/schemas/common';
import type { Db } from './db/db';

/** A command line the command cannot take; printed as is with exit code 1. */
export class OperatorUsageError extends Error {}

export interface OperatorInput {
  /** The plain arguments, in order. */
  args: readonly string[];
  /** The options the command declared: a string for `type: 'string'`, true for a flag, else absent. */
  options: Readonly<Record<string, string | boolean | undefined>>;
}

export interface OperatorCommand {
  /** What follows the command's name in the help, e.g. `<id> <txHash> [--override-hold <reason>]`. */
  usage: string;
  /** What it does, for the help (may span lines). */
  summary: string;
  /**
   * How many plain arguments it takes: `[min, max]`. A free-text tail (a note, a reason) is
   * `Infinity`; its words are joined by the command.
   */
  args: readonly [min: number, max: number];
  /** Its `--options` (node's `parseArgs` format); none when absent. */
  options?: ParseArgsOptionsConfig;
  run(db: Db, input: OperatorInput): Promise<void>;
}

export type OperatorCommands = Readonly<Record<string, OperatorCommand>>;

/** A command that takes no arguments: a listing or a status. */
export function listCommand(summary: string, run: (db: Db) => Promise<void>): OperatorCommand {
  return { usage: '', summary, args: [0, 0], run };
}

/** Reads `argv` as `command` takes it, or throws `OperatorUsageError` naming what is wrong. */
export function parseOperatorArgs(
  name: string,
  command: OperatorCommand,
  argv: readonly string[],
): OperatorInput {
  const usage = `usage: ${name} ${command.usage}`.trimEnd();
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: command.options ?? {},
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    // parseArgs says which option it did not expect or which one lacks its value.
    throw new OperatorUsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
  const [min, max] = command.args;
  const args = parsed.positionals;
  if (args.length < min) throw new OperatorUsageError(usage);
  if (args.length > max)
    throw new OperatorUsageError(
      `${name} takes ${max === 0 ? 'no arguments' : `at most ${max} argument${max > 1 ? 's' : ''}`}, ` +
        `got ${args.length}: ${args.map((arg) => JSON.stringify(arg)).join(' ')} ` +
        `(a value with spaces is one argument in quotes)\n${usage}`,
    );
  const options: Record<string, string | boolean | undefined> = {};
  for (const [key, value] of Object.entries(parsed.values))
    // Declared options are single-valued (no `multiple`), so a value is a string or a flag.
    options[key] = typeof value === 'string' || typeof value === 'boolean' ? value : undefined;
  return { args, options };
}

/** Parses `argv` for `commands[name]` and runs it (what `server/operator.ts` does after opening the database). */
export async function runOperatorCommand(
  commands: OperatorCommands,
  name: string,
  db: Db,
  argv: readonly string[],
): Promise<void> {
  const command = commands[name];
  if (!command) throw new OperatorUsageError(`Unknown command: ${name}`);
  await command.run(db, parseOperatorArgs(name, command, argv));
}

/** The help's lines for `commands`: the command line, its summary indented below. */
export function operatorHelp(commands: OperatorCommands): string {
  return Object.entries(commands)
    .map(([name, command]) =>
      [
        `  npm run operator -- ${name} ${command.usage}`.trimEnd(),
        ...command.summary.split('\n').map((line) => `      ${line}`),
      ].join('\n'),
    )
    .join('\n');
}

/** A record id given on the command line (1 … MAX_ID, digits only), or `OperatorUsageError(usage)`. */
export function parseIdArg(value: string | undefined, usage: string): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > MAX_ID) throw new OperatorUsageError(usage);
  return Number(value);
}
