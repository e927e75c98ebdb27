'use client';

import { PaymentsRunnerGate } from '@/components/payments/payments-runner-gate';
import { ServiceWorkerUpdates } from '@/components/pwa/service-worker-updates';
import { DeviceInfoSync } from '@/components/session/device-info-sync';
import { SessionManager } from '@/components/session/session-manager';
import { WalletRuntimeStarter } from '@/components/wallet/wallet-runtime-starter';

export function BackgroundServiceParts() {
  return (
    <>
      <WalletRuntimeStarter />
      <PaymentsRunnerGate />
      <ServiceWorkerUpdates />
      <SessionManager />
      <DeviceInfoSync />
    </>
  );
}
