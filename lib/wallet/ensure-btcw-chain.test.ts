import { describe, expect, it } from 'vitest';
import { createBtcwChain } from './btcw-chain-definition';
import { ensureBtcwChain, type Eip1193Like } from './ensure-btcw-chain';
import { WalletError } from './wallet-errors';

const chain = createBtcwChain('https://app.example');

type Behaviour = 'ok' | { code: number; data?: unknown } | 'add-does-not-switch';

function fakeWallet(start: string, onSwitch: Behaviour[], onAdd: Behaviour = 'ok') {
  let chainId = start;
  let known = false;
  const calls: string[] = [];
  const provider: Eip1193Like = {
    request({ method }) {
      calls.push(method);
      if (method === 'eth_chainId') return Promise.resolve(chainId);
      if (method === 'wallet_switchEthereumChain') {
        const behaviour = known ? 'ok' : (onSwitch.shift() ?? 'ok');
        if (behaviour === 'ok' || behaviour === 'add-does-not-switch') {
          chainId = '0x5208';
          return Promise.resolve(null);
        }
        return Promise.reject(Object.assign(new Error('wallet error'), behaviour));
      }
      if (method === 'wallet_addEthereumChain') {
        if (typeof onAdd === 'object') return Promise.reject(Object.assign(new Error('wallet error'), onAdd));
        known = true;
        if (onAdd === 'ok') chainId = '0x5208';
        return Promise.resolve(null);
      }
      return Promise.reject(new Error('unexpected'));
    },
  };
  return { provider, calls };
}

describe('ensureBtcwChain', () => {
  it('does nothing when already on BTCW', async () => {
    const { provider, calls } = fakeWallet('0x5208', []);
    await ensureBtcwChain(provider, chain);
    expect(calls).toEqual(['eth_chainId']);
  });

  it('switches a wallet that knows the chain', async () => {
    const { provider, calls } = fakeWallet('0x1', ['ok']);
    await ensureBtcwChain(provider, chain);
    expect(calls).toContain('wallet_switchEthereumChain');
    expect(calls).not.toContain('wallet_addEthereumChain');
  });

  it.each([
    ['4902', { code: 4902 }],
    ['MetaMask Mobile wrapped 4902', { code: -32603, data: { originalError: { code: 4902 } } }],
    ['another shape', { code: -32000, data: 'Unrecognized chain ID' }],
  ])('adds the chain on %s', async (_label, error) => {
    const { provider, calls } = fakeWallet('0x1', [error]);
    await ensureBtcwChain(provider, chain);
    expect(calls).toContain('wallet_addEthereumChain');
  });

  it('switches again when the wallet adds without switching', async () => {
    const { provider, calls } = fakeWallet('0x1', [{ code: 4902 }], 'add-does-not-switch');
    await ensureBtcwChain(provider, chain);
    expect(calls.filter((call) => call === 'wallet_switchEthereumChain')).toHaveLength(2);
  });

  it('reports a rejection of the switch or of the add as rejected, never adding after a rejection', async () => {
    const rejectedSwitch = fakeWallet('0x1', [{ code: 4001 }]);
    await expect(ensureBtcwChain(rejectedSwitch.provider, chain)).rejects.toMatchObject({ kind: 'rejected' });
    expect(rejectedSwitch.calls).not.toContain('wallet_addEthereumChain');

    const rejectedAdd = fakeWallet('0x1', [{ code: 4902 }], { code: 4001 });
    const error: unknown = await ensureBtcwChain(rejectedAdd.provider, chain).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WalletError);
    expect(error).toMatchObject({ kind: 'rejected' });
  });

  it('reports a pending request (-32002) without retrying', async () => {
    const { provider, calls } = fakeWallet('0x1', [{ code: -32002 }]);
    await expect(ensureBtcwChain(provider, chain)).rejects.toMatchObject({ kind: 'pending' });
    expect(calls.filter((call) => call.startsWith('wallet_'))).toHaveLength(1);
  });
});
