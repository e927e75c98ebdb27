/** Links: absolute https only. */
export function isSafeLink(href: string): boolean {
  return /^https:\/\/[^\s/]/i.test(href.trim());
}

/** Images: https, or a path on our own origin (not protocol-relative). */
export function isSafeImageSource(src: string): boolean {
  const value = src.trim();
  return /^https:\/\/[^\s/]/i.test(value) || /^\/(?![/\\])/.test(value);
}
