'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { appStore } from '@/lib/state/store';
import { createQueryClient } from '@/lib/query/query-client';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { I18nProvider } from './i18n-provider';

// The pending-payment queue (and the signature code it needs) loads after first paint.
const PaymentsRunner = dynamic(
  () => import('@/components/payments/payments-runner').then((module) => module.PaymentsRunner),
  { ssr: false },
);

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider store={appStore}>
      <WagmiProvider config={getWagmiConfig()} reconnectOnMount>
        <QueryClientProvider client={queryClient}>
          <PaymentsRunner />
          <I18nProvider>{children}</I18nProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </JotaiProvider>
  );
}
