/** A 66-character transaction hash as people compare them: `0x` + first 6 … last 6 hex digits. */
export function shortenHash(hash: string): string {
  if (hash.length <= 18) return hash;
  return `${hash.slice(0, 8)}…${hash.slice(-6)}`;
}
