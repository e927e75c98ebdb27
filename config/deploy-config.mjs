// Deployment configuration read from the environment at build time and validated with zod.
// Imported by next.config.mjs (build) and documented in README.md.
import { z } from 'zod';

/** A comma-separated list, blanks dropped. */
const commaList = (value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * An origin videos may come from: `https://host[:port]`, nothing after it but an optional `/`.
 * Written as the browser's `URL.origin` (lower-case host, no default port), which is how the
 * sanitizer compares a video's address with it and how the policy's `media-src` lists it. No
 * wildcards: the sanitizer matches whole origins, so a `*` would allow nothing it could check.
 */
const mediaOrigin = z
  .string()
  .refine(
    (value) => /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/?$/.test(value) && URL.canParse(value),
    'each must be an https origin such as https://media.example.com (no path, no wildcard)',
  )
  .transform((value) => new URL(value).origin);

const urlOrPath = z
  .string()
  .trim()
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\/[^\s]+$/.test(value),
    'must be an http(s) URL or a path starting with /',
  );

export const deployConfigSchema = z.object({
  API_BASE_URL: z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => value === '' || /^https?:\/\/[^\s]+[^/]$/.test(value),
      'must be empty (same origin) or an http(s) URL without a trailing slash',
    ),
  BTCW_RPC_URLS: z
    .string()
    .trim()
    .default('/rpc')
    .transform(commaList)
    .pipe(z.array(urlOrPath).min(1, 'at least one RPC URL')),
  BTCW_EXPLORER_URL: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'must be empty or an http(s) URL'),
  BTCW_CHAIN_NAME: z.string().trim().min(1).max(40).default('BTCW Chain'),
  // Where videos in operator content may come from besides the app's own origin (paths are always
  // allowed): the content sanitizer keeps only those, and every page's media-src lists them.
  BTCW_MEDIA_ORIGINS: z
    .string()
    .trim()
    .default('')
    .transform(commaList)
    .pipe(z.array(mediaOrigin))
    .transform((origins) => [...new Set(origins)]),
});

/**
 * The settings the browser code reads, as `process.env.NEXT_PUBLIC_*` names inlined at build time
 * (next.config.mjs for the app, scripts/lib/boot-script.ts for the head script; lib/config/app-config.ts
 * reads them back).
 * @param {ReturnType<typeof readDeployConfig>} deploy
 */
export function publicEnv(deploy) {
  return {
    NEXT_PUBLIC_API_BASE_URL: deploy.API_BASE_URL,
    NEXT_PUBLIC_BTCW_RPC_URLS: deploy.BTCW_RPC_URLS.join(','),
    NEXT_PUBLIC_BTCW_EXPLORER_URL: deploy.BTCW_EXPLORER_URL,
    NEXT_PUBLIC_BTCW_CHAIN_NAME: deploy.BTCW_CHAIN_NAME,
    NEXT_PUBLIC_BTCW_MEDIA_ORIGINS: deploy.BTCW_MEDIA_ORIGINS.join(','),
  };
}

/** @param {Record<string, string | undefined>} env */
export function readDeployConfig(env) {
  const parsed = deployConfigSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid deployment configuration:\n${details}`);
  }
  return parsed.data;
}
