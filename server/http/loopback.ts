import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a bind address (`HOST`) only accepts connections from this machine: `localhost`,
 * 127.0.0.0/8, `::1` (with or without brackets) or `::ffff:127.x.y.z`. `0.0.0.0`, `::` and every
 * other address or name are reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1] ?? bare;
  const family = isIP(mapped);
  if (family === 4) return LOOPBACK.check(mapped, 'ipv4');
  if (family === 6) return LOOPBACK.check(mapped, 'ipv6');
  return false;
}
