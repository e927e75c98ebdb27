import { readFile, stat } from 'node:fs/promises';

/**
 * The build's page → Content-Security-Policy map (`out/.csp-hashes.json`, lib/security/csp.ts),
 * re-read when it changes. Absent (an export built without scripts/csp-export.ts): no header; the
 * pages' `<meta>` still applies.
 */
export function createPageCsp(path: string): () => Promise<Readonly<Record<string, string>>> {
  let cached: { mtimeMs: number; map: Record<string, string> } | null = null;
  return async () => {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return {};
    if (cached?.mtimeMs === info.mtimeMs) return cached.map;
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    const map: Record<string, string> = {};
    if (parsed && typeof parsed === 'object')
      for (const [page, policy] of Object.entries(parsed)) if (typeof policy === 'string') map[page] = policy;
    cached = { mtimeMs: info.mtimeMs, map };
    return map;
  };
}
