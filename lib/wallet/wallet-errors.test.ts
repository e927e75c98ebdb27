import { describe, expect, it } from 'vitest';
import { UserRejectedRequestError, SwitchChainError } from 'viem';
import { classifyWalletError, WalletError } from './wallet-errors';

describe('classifyWalletError', () => {
  it('finds a rejection on the error itself and deep in viem/wagmi wrappers', () => {
    expect(classifyWalletError({ code: 4001, message: 'whatever' })).toBe('rejected');
    expect(classifyWalletError(new UserRejectedRequestError(new Error('x')))).toBe('rejected');
    expect(classifyWalletError(new Error('outer', { cause: { code: 4001 } }))).toBe('rejected');
  });

  it('does not read message text', () => {
    expect(classifyWalletError(new Error('User rejected the request'))).toBe('other');
  });

  it('recognises a pending request (-32002)', () => {
    expect(classifyWalletError({ code: -32002 })).toBe('pending');
  });

  it('recognises an unknown chain directly, wrapped by MetaMask Mobile, and inside viem errors', () => {
    expect(classifyWalletError({ code: 4902 })).toBe('unknownChain');
    expect(classifyWalletError({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(
      'unknownChain',
    );
    expect(classifyWalletError(new SwitchChainError({ code: 4902, message: 'x' } as unknown as Error))).toBe(
      'unknownChain',
    );
  });

  it('keeps our own classified errors', () => {
    expect(classifyWalletError(new WalletError('noWallet'))).toBe('noWallet');
    expect(classifyWalletError({ code: -32603 })).toBe('other');
  });
});
