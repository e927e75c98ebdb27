/**
 * PGlite's initdb takes 10–15 s on this kind of machine, a copy of an initialised cluster well under
 * one. Global setup therefore seeds each run's fresh DATA_DIR from an empty, initialised cluster kept
 * in the OS temp dir per PGlite version (schema-free: the server still migrates and seeds it as a new
 * database). Set E2E_PGLITE_TEMPLATE=0 to skip it and let the server run initdb itself.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './stack';

function pgliteVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(path.join(REPO_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  );
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error('cannot read the PGlite version');
  return version;
}

async function ensureTemplate(): Promise<string> {
  const uid = process.getuid?.() ?? 0;
  const template = path.join(os.tmpdir(), `btcw-e2e-pglite-${pgliteVersion()}-uid${uid}`);
  if (existsSync(path.join(template, 'PG_VERSION'))) return template;
  const staging = mkdtempSync(`${template}.staging-`);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(path.join(staging, 'data'));
    await db.close();
    try {
      renameSync(path.join(staging, 'data'), template);
    } catch {
      // Another run created it first: use theirs.
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return template;
}

/** Fills the (not yet existing) `dataDir` with an initialised, empty PGlite cluster. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  if (process.env.E2E_PGLITE_TEMPLATE === '0') return;
  cpSync(await ensureTemplate(), dataDir, { recursive: true });
}
