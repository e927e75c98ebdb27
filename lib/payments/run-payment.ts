/**
 * The wallet part of the payment flow (wagmi/viem, the queue engine), loaded when the user pays:
 * balance and fee check, device lock, the persisted intent, the wallet request, the hash.
 */
import type { Address } from 'viem';
import {
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getConnection,
  getPublicClient,
  sendTransaction,
} from 'wagmi/actions';
import { apiRequest } from '@/lib/api/client';
import { productLockDevice } from '@/lib/api/endpoints/product-lock-device';
import { appStore } from '@/lib/state/store';
import { sessionAccountAtom } from '@/lib/state/token';
import { BTCW_CHAIN_ID } from '@/lib/wallet/btcw-chain';
import { getWagmiConfig } from '@/lib/wallet/wagmi-config';
import { classifyWalletError } from '@/lib/wallet/wallet-errors';
import { loadWalletRuntime } from '@/lib/wallet/load-wallet-runtime';
import { parseAmount } from '@/lib/validation/payment-input';
import {
  abandon,
  activeIntents,
  drainPendingPayments,
  findPayment,
  patchPayment,
  watchReceipt,
  writeQueue,
} from './payment-engine';
import { pendingPaymentsAtom } from './pending-payments';
import { newPayment, openPaymentFor, withHash } from './queue';
import type { PaymentErrorKey, PaymentRequest, PaymentStage } from './payment-types';

export interface PaymentCallbacks {
  setStage: (stage: PaymentStage) => void;
  fail: (key: PaymentErrorKey) => void;
  setPaymentId: (id: string) => void;
}

/** Resolves with the lock, or null when another tab holds it (navigator.locks, else a storage lease). */
async function withPaymentLock<T>(name: string, fn: () => Promise<T>): Promise<T | null> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) {
    return navigator.locks.request(name, { ifAvailable: true }, async (lock) => (lock ? fn() : null));
  }
  const key = `btcw.lock.${name}`;
  const held = Number(localStorage.getItem(key) ?? 0);
  if (held > Date.now()) return null;
  localStorage.setItem(key, String(Date.now() + 5 * 60_000));
  try {
    return await fn();
  } finally {
    localStorage.removeItem(key);
  }
}

export async function runPayment(request: PaymentRequest, callbacks: PaymentCallbacks): Promise<void> {
  const { setStage, fail, setPaymentId } = callbacks;
  await loadWalletRuntime();
  const config = getWagmiConfig();
  const account = appStore.get(sessionAccountAtom);
  const connection = getConnection(config);
  const from = connection.address;
  if (!account || !from) return fail('connectWallet');
  if (from.toLowerCase() !== account) return fail('wrongWallet');
  const value = parseAmount(request.amount, { decimals: 18 });
  if (!value.ok) return fail('walletFailed');

  const queue = appStore.get(pendingPaymentsAtom);
  if (queue.some((p) => p.state === 'intent' && p.account === account && p.purpose === request.purpose))
    return fail('inProgress');

  setStage('checking');
  const to = request.treasury as Address;
  const [balance, gas, fees] = await Promise.all([
    getBalance(config, { address: from, chainId: BTCW_CHAIN_ID }),
    estimateGas(config, { account: from, to, value: 0n, chainId: BTCW_CHAIN_ID }),
    estimateFeesPerGas(config, { chainId: BTCW_CHAIN_ID }),
  ]);
  const fee = gas * fees.maxFeePerGas;
  if (balance.value < value.wei) return fail('insufficientBalance');
  if (balance.value < value.wei + fee) return fail('insufficientFee');

  // Two tabs: one wallet payment per account and purpose at a time.
  const done = await withPaymentLock(`btcw-pay:${request.purpose}:${account}`, async () => {
    let orderId: number | null = null;
    let payTo = to;
    let amount = request.amount;
    let valueWei = value.wei;
    if (request.purpose === 'stake') {
      setStage('locking');
      try {
        const lock = await apiRequest(productLockDevice, { deviceId: request.deviceId, from });
        orderId = lock.orderId;
        payTo = lock.treasuryAddress as Address;
        amount = lock.amount;
        const exact = parseAmount(lock.amount, { decimals: 18 });
        if (!exact.ok) throw new Error('bad lock amount');
        valueWei = exact.wei;
      } catch {
        fail('lockFailed');
        return true;
      }
      const open = openPaymentFor(appStore.get(pendingPaymentsAtom), {
        purpose: 'stake',
        orderId,
        account,
      });
      if (open) {
        setPaymentId(open.id);
        return true;
      }
    }

    // The intent is persisted before the wallet is asked.
    const client = getPublicClient(config, { chainId: BTCW_CHAIN_ID });
    const [nonce, head] = client
      ? await Promise.all([
          client.getTransactionCount({ address: from, blockTag: 'pending' }).catch(() => null),
          client.getBlockNumber().catch(() => null),
        ])
      : [null, null];
    const id = crypto.randomUUID();
    const intent = {
      ...newPayment(
        {
          id,
          purpose: request.purpose,
          orderId,
          hashrateId: request.purpose === 'stake' ? request.hashrateId : null,
          amount,
          valueWei: valueWei.toString(),
          from,
          to: payTo,
          chainId: BTCW_CHAIN_ID,
          account,
        },
        Date.now(),
      ),
      nonce,
      startBlock: head === null ? null : head.toString(),
    };
    activeIntents.add(id);
    writeQueue((current) => [...current, intent]);
    setPaymentId(id);
    setStage('awaitingWallet');
    try {
      const hash = await sendTransaction(config, {
        account: from,
        to: payTo,
        value: valueWei,
        chainId: BTCW_CHAIN_ID,
      });
      // Written synchronously the moment it exists.
      patchPayment(id, (current) => withHash(current, hash, Date.now()));
    } catch (walletError) {
      const kind = classifyWalletError(walletError);
      const current = findPayment(id);
      if (current) await abandon(current, kind === 'rejected' ? 'rejected' : 'walletFailed');
      if (kind === 'rejected') setStage('rejected');
      else fail('walletFailed');
      return true;
    } finally {
      activeIntents.delete(id);
    }
    watchReceipt(id);
    void drainPendingPayments();
    return true;
  });
  if (done === null) fail('inProgress');
}
