import { describe, expect, it } from 'vitest';
import { readDeployConfig } from './deploy-config.mjs';

describe('deployment config', () => {
  it('defaults to the same origin API and the /rpc proxy', () => {
    expect(readDeployConfig({})).toEqual({
      API_BASE_URL: '',
      BTCW_RPC_URLS: ['/rpc'],
      BTCW_EXPLORER_URL: '',
      BTCW_CHAIN_NAME: 'BTCW Chain',
    });
  });

  it('accepts an operator configuration with several RPC URLs', () => {
    const config = readDeployConfig({
      API_BASE_URL: 'https://api.example.com',
      BTCW_RPC_URLS: 'https://rpc1.example.com, https://rpc2.example.com',
      BTCW_EXPLORER_URL: 'https://scan.example.com',
      BTCW_CHAIN_NAME: 'BTCW Mainnet',
    });
    expect(config.BTCW_RPC_URLS).toEqual(['https://rpc1.example.com', 'https://rpc2.example.com']);
  });

  it.each([
    [{ API_BASE_URL: 'api.example.com' }, 'API_BASE_URL'],
    [{ API_BASE_URL: 'https://api.example.com/' }, 'API_BASE_URL'],
    [{ BTCW_RPC_URLS: 'ftp://rpc' }, 'BTCW_RPC_URLS'],
    [{ BTCW_RPC_URLS: ' , ' }, 'BTCW_RPC_URLS'],
    [{ BTCW_EXPLORER_URL: 'javascript:alert(1)' }, 'BTCW_EXPLORER_URL'],
  ])('refuses %j at build time', (env, field) => {
    expect(() => readDeployConfig(env)).toThrow(field);
  });
});
