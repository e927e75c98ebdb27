import type { SettlerDeps } from '../payments/settler';

export const NODE_DOWN = 'fetch failed: connect ECONNREFUSED 127.0.0.1:8545';

/**
 * A chain of one block whose node can be taken down (down at first): on an idle platform only the
 * watcher reads it; a claim checked against it waits (`rpcError`) while it is down.
 */
export function switchableChain() {
  const state = { down: true };
  const fail = () => Promise.reject(new Error(NODE_DOWN));
  const chain = {
    getBlockNumber: () => (state.down ? fail() : Promise.resolve(0n)),
    getBlock: () =>
      state.down
        ? fail()
        : Promise.resolve({
            number: 0n,
            hash: `0x${'a'.repeat(64)}`,
            parentHash: `0x${'0'.repeat(64)}`,
            transactions: [],
          }),
    getTransaction: fail,
    getTransactionReceipt: fail,
  } as unknown as SettlerDeps['chain'];
  return { chain, state };
}
