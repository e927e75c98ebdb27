import { describe, expect, it } from 'vitest';
import { readServerConfig, rpcLimitsOf } from './config';
import { isLoopbackHost } from './http/loopback';
import { DEFAULT_RPC_LIMITS } from './http/rpc-proxy';

/** Only the variables given (NODE_ENV and the rest of the real environment stay out). */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('server configuration', () => {
  it('listens on every interface by default, on loopback with the demo wallet or test mode', () => {
    expect(readServerConfig(env({})).HOST).toBe('0.0.0.0');
    expect(readServerConfig(env({ DEMO_WALLET: '1' })).HOST).toBe('127.0.0.1');
    expect(readServerConfig(env({ TEST_MODE: '1', HOST: '' })).HOST).toBe('127.0.0.1');
    expect(readServerConfig(env({ HOST: '10.0.0.5' })).HOST).toBe('10.0.0.5');
  });

  it('refuses DEMO_WALLET or TEST_MODE on a HOST other machines can reach, saying why', () => {
    expect(() => readServerConfig(env({ DEMO_WALLET: '1', HOST: '0.0.0.0' }))).toThrow(
      /Refusing to listen on HOST=0\.0\.0\.0[\s\S]*DEMO_WALLET=1 signs transactions with anvil's public test keys[\s\S]*loopback HOST/,
    );
    expect(() => readServerConfig(env({ TEST_MODE: 'true', HOST: '::' }))).toThrow(
      /HOST=::[\s\S]*TEST_MODE=1 lets anyone wipe the database/,
    );
    let message = '';
    try {
      readServerConfig(env({ DEMO_WALLET: '1', TEST_MODE: '1', HOST: '192.168.1.20' }));
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('TEST_MODE=1');
    expect(message).toContain('DEMO_WALLET=1');
  });

  it('accepts them on loopback addresses', () => {
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) {
      expect(readServerConfig(env({ DEMO_WALLET: '1', TEST_MODE: '1', HOST })).HOST).toBe(HOST);
    }
  });

  it('lets the demo wallet (not test mode) on the network only when npm start says it was asked for', () => {
    expect(
      readServerConfig(env({ DEMO_WALLET: '1', HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: '1' })).HOST,
    ).toBe('0.0.0.0');
    expect(() =>
      readServerConfig(env({ TEST_MODE: '1', HOST: '0.0.0.0', ALLOW_DEMO_ON_NETWORK: '1' })),
    ).toThrow(/TEST_MODE/);
  });

  it('reads the /rpc limits, with defaults', () => {
    expect(rpcLimitsOf(readServerConfig(env({})))).toEqual({
      ratePerSecond: DEFAULT_RPC_LIMITS.ratePerSecond,
      burst: DEFAULT_RPC_LIMITS.burst,
      maxBatch: DEFAULT_RPC_LIMITS.maxBatch,
      maxLogRange: DEFAULT_RPC_LIMITS.maxLogRange,
    });
    expect(
      rpcLimitsOf(
        readServerConfig(
          env({
            RPC_RATE_LIMIT: '0',
            RPC_RATE_BURST: '10',
            RPC_MAX_BATCH: '5',
            RPC_MAX_LOG_RANGE: '100',
          }),
        ),
      ),
    ).toEqual({ ratePerSecond: 0, burst: 10, maxBatch: 5, maxLogRange: 100 });
    expect(() => readServerConfig(env({ RPC_MAX_BATCH: '0' }))).toThrow(/RPC_MAX_BATCH/);
    expect(() => readServerConfig(env({ RPC_RATE_LIMIT: 'fast' }))).toThrow(/RPC_RATE_LIMIT/);
  });
});

describe('isLoopbackHost', () => {
  it('knows loopback from network addresses', () => {
    for (const host of [
      '127.0.0.1',
      '127.1.2.3',
      'localhost',
      'LOCALHOST',
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
    ])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '[::]',
      '192.168.1.2',
      '10.0.0.1',
      'example.com',
      'localhost.evil.com',
      '',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });
});
