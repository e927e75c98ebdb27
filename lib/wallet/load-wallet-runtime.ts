import { appStore } from '@/lib/state/store';
import type * as WalletRuntimeModule from './wallet-runtime';

type WalletRuntime = typeof WalletRuntimeModule;

let runtime: Promise<WalletRuntime> | undefined;

/** Loads and starts the wallet runtime once; a failed load (offline, new deployment) may be retried. */
export function loadWalletRuntime(): Promise<WalletRuntime> {
  runtime ??= import('./wallet-runtime').then(
    (module) => {
      module.startWallet(appStore);
      return module;
    },
    (error: unknown) => {
      runtime = undefined;
      throw error;
    },
  );
  return runtime;
}
