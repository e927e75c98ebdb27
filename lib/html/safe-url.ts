/** Links: absolute https only. */
export function isSafeLink(href: string): boolean {
  return /^https:\/\/[^\s/]/i.test(href.trim());
}

/** A path on our own origin (not protocol-relative, not `/\host`, which browsers read as `//host`). */
function isOwnPath(value: string): boolean {
  return /^\/(?![/\\])/.test(value);
}

/** Images: https, or a path on our own origin (not protocol-relative). */
export function isSafeImageSource(src: string): boolean {
  const value = src.trim();
  return /^https:\/\/[^\s/]/i.test(value) || isOwnPath(value);
}

/**
 * Videos: a path on our own origin, or an https URL whose origin is one of the deployment's media
 * origins (`BTCW_MEDIA_ORIGINS`, written as `URL.origin`: config/deploy-config.mjs). The same list is
 * the pages' `media-src`, so what passes here is what the browser will load. Not `data:`, `blob:`,
 * `http:` or an address with credentials; not a path-looking URL on another host.
 */
export function isAllowedMediaSource(src: string, mediaOrigins: readonly string[]): boolean {
  const value = src.trim();
  if (isOwnPath(value)) return true;
  if (!/^https:\/\/[^\s/]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.username === '' && url.password === '' && mediaOrigins.includes(url.origin);
}
