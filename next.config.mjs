import createNextIntlPlugin from 'next-intl/plugin';
import { publicEnv, readDeployConfig } from './config/deploy-config.mjs';

const deploy = readDeployConfig(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  env: publicEnv(deploy),
};

/**
 * Precompiled messages: the plugin's loader compiles every ICU message of `messages/*.json` at build
 * time (icu-minify) and aliases next-intl's formatter to the format-only runtime, so the browser gets
 * no ICU parser (intl-messageformat). `t.raw` is not available with it. The request config is
 * required by the plugin but unused: the static export translates in the browser only.
 */
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request-config.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

export default withNextIntl(nextConfig);
