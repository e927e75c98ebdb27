import { z } from 'zod';

const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((value) => value === '1' || value === 'true');

// Empty strings count as unset, so `FOO= npm run server` behaves like no FOO.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const configSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)).transform((value) => value ?? 3000),
  HOST: optional(z.string()).transform((value) => value ?? '0.0.0.0'),
  CHAIN_RPC_URL: optional(z.url({ protocol: /^https?$/ })).transform(
    (value) => value ?? 'http://127.0.0.1:8545',
  ),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  DATA_DIR: optional(z.string()).transform((value) => value ?? '.data/pglite'),
  STATIC_DIR: optional(z.string()).transform((value) => value ?? 'out'),
  DEMO_WALLET: flag,
  TEST_MODE: flag,
});

export type ServerConfig = z.output<typeof configSchema>;

export function readServerConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid server configuration:\n${details}`);
  }
  return parsed.data;
}
