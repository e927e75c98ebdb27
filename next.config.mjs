import createNextIntlPlugin from 'next-intl/plugin';
import { readDeployConfig } from './config/deploy-config.mjs';
import { englishMessagesRule } from './config/english-messages/rule.mjs';
import { nextBrowserStubsRule } from './config/next-browser-stubs/stubbed-modules.mjs';

const deploy = readDeployConfig(process.env);

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Only `*.page.tsx` files under `pages/` are routes: a screen's parts live beside its route.
  pageExtensions: ['page.tsx'],
  // The prerender bundles its dependencies as the browser's code does, so it formats the precompiled
  // messages with the same format-only runtime (next-intl's alias does not reach external packages).
  bundlePagesRouterDependencies: true,
  trailingSlash: false,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  turbopack: {
    rules: {
      // Next modules the browser never runs in this app (dynamic-route matching, App Router
      // constants, next/script, next/image settings) are replaced by stubs in the browser build
      // (config/next-browser-stubs/README.md).
      '*.js': nextBrowserStubsRule,
      // Each screen's `english-messages.ts` becomes the precompiled English it names, so a route's
      // first load carries that and not the whole catalog (config/english-messages/README.md).
      '*.ts': englishMessagesRule,
    },
  },
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
