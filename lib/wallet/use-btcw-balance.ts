'use client';

import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingPaymentsAtom } from '@/lib/payments/pending-payments';
import { BTCW_CHAIN_ID } from './btcw-chain';
import { loadWalletRuntime } from './load-wallet-runtime';

/** Kept across logout (`clearSession` spares the `balance` key): it is the chain's, not the session's. */
export function btcwBalanceQueryOptions(address: `0x${string}` | undefined) {
  return queryOptions({
    queryKey: ['balance', { address: address?.toLowerCase(), chainId: BTCW_CHAIN_ID }] as const,
    queryFn: async () => {
      if (!address) throw new Error('no address');
      const runtime = await loadWalletRuntime();
      return runtime.readBtcwBalance(address);
    },
    enabled: Boolean(address),
  });
}

/**
 * The wallet's native BTCW balance over JSON-RPC (wei, bigint): read every 15 s, and again as soon
 * as a payment from this wallet has its receipt (the queue notes when: lib/payments/payment-engine.ts).
 */
export function useBtcwBalance(address: `0x${string}` | undefined) {
  const balance = useQuery({ ...btcwBalanceQueryOptions(address), refetchInterval: 15_000 });
  const lastMined = useAtomValue(pendingPaymentsAtom).reduce(
    (latest, payment) =>
      payment.from === address?.toLowerCase() && payment.minedAt !== undefined && payment.minedAt > latest
        ? payment.minedAt
        : latest,
    0,
  );
  const { refetch } = balance;
  useEffect(() => {
    if (lastMined > 0) void refetch();
  }, [lastMined, refetch]);
  return balance;
}
