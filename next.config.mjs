import createNextIntlPlugin from 'next-intl/plugin';
import { readDeployConfig } from './config/deploy-config.mjs';

const deploy = readDeployConfig(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  env: {
    NEXT_PUBLIC_API_BASE_URL: deploy.API_BASE_URL,
    NEXT_PUBLIC_BTCW_RPC_URLS: deploy.BTCW_RPC_URLS.join(','),
    NEXT_PUBLIC_BTCW_EXPLORER_URL: deploy.BTCW_EXPLORER_URL,
    NEXT_PUBLIC_BTCW_CHAIN_NAME: deploy.BTCW_CHAIN_NAME,
  },
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
