export interface DeployConfig {
  API_BASE_URL: string;
  BTCW_RPC_URLS: string[];
  BTCW_EXPLORER_URL: string;
  BTCW_CHAIN_NAME: string;
}

export function readDeployConfig(env: Record<string, string | undefined>): DeployConfig;
