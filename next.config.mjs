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

export default nextConfig;
