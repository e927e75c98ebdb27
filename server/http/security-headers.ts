/**
 * Headers on every response of the reference server (static files, `/api`, `/rpc`, the rest); the
 * per-page Content-Security-Policy of HTML is set by the static files (./static-files.ts) from the
 * map the build writes (lib/security/csp.ts). See docs/server-configuration.md, "Security headers".
 */
import type { IncomingMessage } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import type { TLSSocket } from 'node:tls';
import { fromTrustedProxy } from '../auth/client-address';

/** The same on every response. Permissions-Policy: nothing the app uses, switched off. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
    'magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** One year; no includeSubDomains/preload: the operator's other hosts are not ours to pin. */
export const HSTS = 'max-age=31536000';

/**
 * Whether the request reached us over TLS: our own socket is TLS, or a trusted proxy
 * (`TRUSTED_PROXIES`) says so with `X-Forwarded-Proto: https` (its right-most value: the hop it saw).
 */
export function overTls(req: IncomingMessage, trustedProxies: readonly string[]): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!fromTrustedProxy(req, trustedProxies)) return false;
  const header = req.headers['x-forwarded-proto'];
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  return values[values.length - 1]?.trim().toLowerCase() === 'https';
}

/** A root `onRequest` hook: the headers above on every answer, refusals and errors included. */
export function securityHeaders(trustedProxies: readonly string[]): onRequestHookHandler {
  return (request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    if (overTls(request.raw, trustedProxies)) void reply.header('strict-transport-security', HSTS);
    done();
  };
}
