/**
 * Post-build step (after optimize-export, before build-sw): per-page Content-Security-Policy with the
 * sha256 of every inline script, as a `<meta>` in each page, `out/.csp-hashes.json` for the reference
 * server, `out/.nginx-csp.conf` for nginx (docs/deploy.md) and `out/_headers` for static hosts
 * (lib/security/csp-export.ts). Fails the build when a page has an inline script without its hash.
 * Reads API_BASE_URL / BTCW_RPC_URLS / BTCW_MEDIA_ORIGINS as `next build` did.
 */
import nextEnv from '@next/env';
import { readDeployConfig } from '../config/deploy-config.mjs';
import { secureExport } from './lib/csp-export';
import { SECURITY_HEADERS } from '../server/http/security-headers';

const OUT = 'out';

nextEnv.loadEnvConfig(process.cwd(), false);
const deploy = readDeployConfig(process.env);
const { policies, scripts } = secureExport(
  OUT,
  { apiBaseUrl: deploy.API_BASE_URL, rpcUrls: deploy.BTCW_RPC_URLS, mediaOrigins: deploy.BTCW_MEDIA_ORIGINS },
  SECURITY_HEADERS,
);
const longest = Math.max(...Object.values(policies).map((policy) => policy.length));
console.log(
  `[csp] ${Object.keys(policies).length} pages, ${scripts} inline script hashes (longest policy ${longest} chars)`,
);
if (longest > 2000)
  console.warn('[csp] a policy is over 2000 characters: Cloudflare Pages truncates _headers lines');
