import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build leaves the bundled head script (scripts/lib/boot-script.ts), below the project root. */
export function headScriptFile(root: string = process.cwd()): string {
  return path.join(root, '.cache', 'boot', 'head-script.js');
}

/**
 * The bundled head script (lib/boot/head-script.ts), for the root layout to inline in development
 * (`npm run dev` writes it first; the production build puts it into the exported pages itself).
 */
export function readHeadScript(): string {
  const file = headScriptFile();
  try {
    return readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`The head script is not built (${file}): \`npm run dev\` bundles it first.`, { cause });
  }
}
