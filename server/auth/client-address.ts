import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a request comes from, as the per-client login throttle counts it: an IPv4 address, or the
 * /64 prefix of an IPv6 one (one subscriber usually holds a whole /64). The socket's peer, unless the
 * peer is one of `trustedProxies`: then the right-most `X-Forwarded-For` entry that is not a trusted
 * proxy (entries left of it are whatever the client claimed, so they are never believed). Without
 * trusted proxies the header is ignored: anyone can send it. When a proxy's header names no readable
 * client, the proxy itself: all such requests then share one budget, so garbage cannot spread a flood
 * over many.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: readonly string[]): string {
  const ip = clientIp(req, trustedProxies) ?? plainAddress(req.socket.remoteAddress ?? '');
  return normalizeAddress(ip) ?? 'unknown';
}

/**
 * The client's own address, by the same rule as `clientAddress` but not grouped (an IPv6 address is
 * itself, not its /64): for allow-lists of single addresses and ranges, such as who may read /metrics.
 * Null when a trusted proxy sent an `X-Forwarded-For` that names no readable client (garbage or an
 * empty entry where an address should be): the client is unknown, and is not taken to be the proxy.
 */
export function clientIp(req: IncomingMessage, trustedProxies: readonly string[]): string | null {
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  if (trustedProxies.length === 0) return peer;
  const trusted = new Set(trustedProxies.map((proxy) => plainAddress(proxy)));
  if (!trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  // No header: the request did not pass through a proxy; it comes from the proxy's machine itself.
  if (header === undefined) return peer;
  const hops = (Array.isArray(header) ? header.join(',') : header).split(',');
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = plainAddress(hops[index] ?? '');
    // Garbage, or nothing, where a proxy's entry should be: do not guess.
    if (normalizeAddress(hop) === null) return null;
    if (!trusted.has(hop)) return hop;
  }
  // Every hop is a trusted proxy: the request started on one of them.
  return peer;
}

/** Whether the socket's peer is one of `trustedProxies` (so its `X-Forwarded-*` headers are believed). */
export function fromTrustedProxy(req: IncomingMessage, trustedProxies: readonly string[]): boolean {
  if (trustedProxies.length === 0) return false;
  const peer = plainAddress(req.socket.remoteAddress ?? '');
  return trustedProxies.some((proxy) => plainAddress(proxy) === peer);
}

/** The address itself (no port, brackets or zone; IPv4-mapped IPv6 as IPv4), lower case. */
function plainAddress(raw: string): string {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4WithPort?.[1]) address = v4WithPort[1];
  address = address.split('%', 1)[0] ?? '';
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1] ?? address;
}

/** "1.2.3.4", "2001:db8:0:1::/64"; IPv4-mapped IPv6 as IPv4; ports and brackets dropped; null if not an IP. */
export function normalizeAddress(raw: string): string | null {
  const address = plainAddress(raw);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return null;
  const groups = expandIPv6(address.toLowerCase());
  if (!groups) return null;
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** Eight groups without leading zeros, or null. */
function expandIPv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string | undefined): string[] => {
    if (!part) return [];
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [group];
      const bytes = group.split('.').map(Number);
      const [a = 0, b = 0, c = 0, d = 0] = bytes;
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const head = toGroups(halves[0]);
  const tail = toGroups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 0 : missing !== 0) return null;
  return [...head, ...Array.from({ length: missing }, () => '0'), ...tail].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
