'use client';

import { useState, type ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { appStore } from '@/lib/state/store';
import { createQueryClient } from '@/lib/query/query-client';
import { PaymentsRunnerGate } from '@/components/payments/payments-runner-gate';
import { WalletRuntimeStarter } from '@/components/wallet/wallet-runtime-starter';
import type { MessageTree } from '@/lib/i18n/message-tree';
import { I18nProvider } from './i18n-provider';
import { OfflineCacheGate } from './offline-cache-gate';

export function AppProviders({
  english,
  children,
}: {
  /** The shell's English (lib/i18n/shell-messages.ts). */
  english: MessageTree;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <WalletRuntimeStarter />
        <PaymentsRunnerGate />
        <OfflineCacheGate />
        <I18nProvider english={english}>{children}</I18nProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
