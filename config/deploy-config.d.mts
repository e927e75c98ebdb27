export interface DeployConfig {
  API_BASE_URL: string;
  BTCW_RPC_URLS: string[];
  BTCW_EXPLORER_URL: string;
  BTCW_CHAIN_NAME: string;
  /** Origins (`https://host[:port]`) videos in operator content may come from besides the app's own. */
  BTCW_MEDIA_ORIGINS: string[];
}

export function readDeployConfig(env: Record<string, string | undefined>): DeployConfig;

export function publicEnv(deploy: DeployConfig): {
  NEXT_PUBLIC_API_BASE_URL: string;
  NEXT_PUBLIC_BTCW_RPC_URLS: string;
  NEXT_PUBLIC_BTCW_EXPLORER_URL: string;
  NEXT_PUBLIC_BTCW_CHAIN_NAME: string;
  NEXT_PUBLIC_BTCW_MEDIA_ORIGINS: string;
};
