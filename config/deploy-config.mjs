// Deployment configuration read from the environment at build time and validated with zod.
// Imported by next.config.mjs (build) and documented in README.md.
import { z } from 'zod';

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
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(urlOrPath).min(1, 'at least one RPC URL')),
  BTCW_EXPLORER_URL: z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^\s]+$/.test(value), 'must be empty or an http(s) URL'),
  BTCW_CHAIN_NAME: z.string().trim().min(1).max(40).default('BTCW Chain'),
});

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
