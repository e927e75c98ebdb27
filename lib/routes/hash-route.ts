/**
 * Old links used hash routing (`/#/pages/login/register?c=0x…`). Returns the path URL (query kept)
 * that replaces such a hash, or null when the URL has no hash route. `/#/` and unknown routes → `/`.
 * It runs in the head script, before any screen (lib/boot/head/navigation.ts).
 */
export function hashRouteTarget(hash: string, knownPaths: readonly string[]): string | null {
  if (hash.indexOf('#/') !== 0) return null;
  const rest = hash.slice(1);
  const queryStart = rest.indexOf('?');
  const rawPath = queryStart >= 0 ? rest.slice(0, queryStart) : rest;
  const query = queryStart >= 0 ? rest.slice(queryStart) : '';
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const known = knownPaths.indexOf(path) >= 0;
  if (!known || path === '/') return '/' + (known ? query : '');
  return path + (query === '?' ? '' : query);
}
