import { describe, expect, it } from 'vitest';
import { usableConnectors } from './wallet-runtime';

const legacy = { id: 'injected', name: 'Injected' };
const metamask = { id: 'io.metamask', name: 'MetaMask' };
const rabby = { id: 'io.rabby', name: 'Rabby' };

describe('usableConnectors', () => {
  it('offers the wallets that announced themselves (EIP-6963), not the legacy duplicate', () => {
    expect(usableConnectors([legacy, metamask, rabby])).toEqual([metamask, rabby]);
  });

  it('falls back to the legacy injected provider when nothing announced itself', () => {
    expect(usableConnectors([legacy])).toEqual([legacy]);
  });

  it('offers nothing when there is nothing', () => {
    expect(usableConnectors([])).toEqual([]);
  });
});
