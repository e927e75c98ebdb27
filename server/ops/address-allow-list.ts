import { BlockList, isIP } from 'node:net';

/** Who may read /metrics unless `METRICS_ALLOW` says otherwise: this machine only. */
export const DEFAULT_METRICS_ALLOW: readonly string[] = ['127.0.0.0/8', '::1'];

/** Addresses and ranges (`10.0.0.7`, `10.1.0.0/16`, `fd00::/8`) as one list to check clients against. */
export interface AddressAllowList {
  readonly entries: readonly string[];
  allows(ip: string): boolean;
}

/**
 * Parses `entries` (an IPv4 or IPv6 address, optionally `/prefix`), refusing anything else, so a typo
 * in the operator's setting stops the start instead of opening or closing the door silently.
 */
export function addressAllowList(entries: readonly string[]): AddressAllowList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? null : Number(prefix);
    const max = family === 4 ? 32 : 128;
    if (family === 0 || (bits !== null && (!/^\d{1,3}$/.test(prefix ?? '') || bits > max)))
      throw new Error(
        `Not an IP address or range: ${JSON.stringify(entry)} (e.g. 10.0.0.7, 10.1.0.0/16, ::1)`,
      );
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === null) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    entries,
    allows(ip) {
      // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
      const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** `METRICS_ALLOW`: comma-separated addresses and ranges; unset or empty: `DEFAULT_METRICS_ALLOW`. */
export function metricsAllowFromEnv(value: string | undefined): AddressAllowList {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return addressAllowList(entries.length > 0 ? entries : DEFAULT_METRICS_ALLOW);
}
