import { describe, expect, it } from 'vitest';
import { publicEnv, readDeployConfig } from './deploy-config.mjs';

describe('deployment config', () => {
  it('defaults to the same origin API and the /rpc proxy', () => {
    expect(readDeployConfig({})).toEqual({
      API_BASE_URL: '',
      BTCW_RPC_URLS: ['/rpc'],
      BTCW_EXPLORER_URL: '',
      BTCW_CHAIN_NAME: 'BTCW Chain',
      BTCW_MEDIA_ORIGINS: [],
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
    [{ BTCW_MEDIA_ORIGINS: 'http://media.example.com' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'https://media.example.com/videos' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'https://*.example.com' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'media.example.com' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'https://user:pw@media.example.com' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'https://media.example.com?x=1' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'https://media.example.com:99999' }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: "https://media.example.com; script-src 'unsafe-inline'" }, 'BTCW_MEDIA_ORIGINS'],
    [{ BTCW_MEDIA_ORIGINS: 'data:' }, 'BTCW_MEDIA_ORIGINS'],
  ])('refuses %j at build time', (env, field) => {
    expect(() => readDeployConfig(env)).toThrow(field);
  });

  it('reads the media origins as the browser writes origins: lower-case, no default port, each once', () => {
    const config = readDeployConfig({
      BTCW_MEDIA_ORIGINS:
        ' https://CDN.Example.com/ , https://media.example.com:8443,https://cdn.example.com:443 ,',
    });
    expect(config.BTCW_MEDIA_ORIGINS).toEqual(['https://cdn.example.com', 'https://media.example.com:8443']);
    expect(publicEnv(config).NEXT_PUBLIC_BTCW_MEDIA_ORIGINS).toBe(
      'https://cdn.example.com,https://media.example.com:8443',
    );
  });
});
