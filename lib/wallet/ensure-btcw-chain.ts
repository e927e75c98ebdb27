import { numberToHex } from 'viem';
import { BTCW_CHAIN_ID } from './btcw-chain';
import type { BtcwChain } from './btcw-chain-definition';
import { classifyWalletError, WalletError } from './wallet-errors';

export interface Eip1193Like {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const parsed = value.startsWith('0x') ? Number.parseInt(value, 16) : Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

export async function readChainId(provider: Eip1193Like): Promise<number | undefined> {
  return parseChainId(await provider.request({ method: 'eth_chainId' }));
}

function addChainParameter(chain: BtcwChain) {
  const explorer = chain.blockExplorers?.default.url;
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: [...chain.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  };
}

/**
 * Puts the wallet on the BTCW chain: switch, and when the wallet does not know the chain add it
 * (4902, MetaMask Mobile's -32603 wrapping 4902, or any other non-rejection shape), then re-read
 * the chain id, since some wallets add without switching and others switch without telling.
 * Throws WalletError 'rejected' | 'pending' | 'wrongChain'.
 */
export async function ensureBtcwChain(provider: Eip1193Like, chain: BtcwChain): Promise<void> {
  if ((await readChainId(provider)) === BTCW_CHAIN_ID) return;
  const switchParams = [{ chainId: numberToHex(BTCW_CHAIN_ID) }];
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams });
  } catch (switchError) {
    const kind = classifyWalletError(switchError);
    if (kind === 'rejected' || kind === 'pending') throw new WalletError(kind, { cause: switchError });
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParameter(chain)] });
    } catch (addError) {
      const addKind = classifyWalletError(addError);
      throw new WalletError(addKind === 'rejected' || addKind === 'pending' ? addKind : 'wrongChain', {
        cause: addError,
      });
    }
    if ((await readChainId(provider)) !== BTCW_CHAIN_ID) {
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: switchParams });
      } catch (secondError) {
        const secondKind = classifyWalletError(secondError);
        if (secondKind === 'rejected' || secondKind === 'pending') {
          throw new WalletError(secondKind, { cause: secondError });
        }
      }
    }
  }
  if ((await readChainId(provider)) !== BTCW_CHAIN_ID) throw new WalletError('wrongChain');
}
