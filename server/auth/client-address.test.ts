import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientIp, normalizeAddress } from './client-address';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('client address', () => {
  it('normalises addresses: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    expect(normalizeAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(normalizeAddress('203.0.113.7:5555')).toBe('203.0.113.7');
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64');
    expect(normalizeAddress('[2001:0DB8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64');
    expect(normalizeAddress('not-an-ip')).toBeNull();
  });

  it('uses the socket peer and ignores X-Forwarded-For without trusted proxies', () => {
    expect(clientAddress(request('::ffff:198.51.100.2', '203.0.113.9'), [])).toBe('198.51.100.2');
  });

  it('believes X-Forwarded-For only from a trusted proxy, right-most untrusted entry', () => {
    const proxies = ['10.0.0.1', '10.0.0.2'];
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 203.0.113.9'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.1', '1.1.1.1, 203.0.113.9, 10.0.0.2'), proxies)).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:10.0.0.1', '2001:db8::5'), proxies)).toBe('2001:db8:0:0::/64');
    // Not from a proxy: the header is the client's claim.
    expect(clientAddress(request('198.51.100.2', '203.0.113.9'), proxies)).toBe('198.51.100.2');
    // A proxy that wrote garbage, or nothing: the proxy itself.
    expect(clientAddress(request('10.0.0.1', 'garbage'), proxies)).toBe('10.0.0.1');
    expect(clientAddress(request('10.0.0.1'), proxies)).toBe('10.0.0.1');
  });

  it('names no client for allow-lists when a proxy forwarded one it cannot read', () => {
    const proxies = ['10.0.0.1', '10.0.0.2'];
    for (const forwarded of ['garbage', '', '203.0.113.9, ', '203.0.113.9, bogus, 10.0.0.2'])
      expect(clientIp(request('10.0.0.1', forwarded), proxies), JSON.stringify(forwarded)).toBeNull();
    // Unreadable ones share one budget for the limits: the proxy's, not one each.
    expect(clientAddress(request('10.0.0.1', '203.0.113.9, '), proxies)).toBe('10.0.0.1');
    expect(clientIp(request('10.0.0.1', '10.0.0.2'), proxies)).toBe('10.0.0.1');
    expect(clientIp(request('10.0.0.1'), proxies)).toBe('10.0.0.1');
  });
});
