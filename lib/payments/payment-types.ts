/** The payment flow's stages, errors and requests, shared by the flow (./use-payment-flow.ts) and its wallet half (./run-payment.ts). */
export type PaymentStage =
  | 'idle'
  | 'checking'
  | 'locking'
  | 'awaitingWallet'
  | 'reporting'
  | 'auditing'
  | 'success'
  | 'failed'
  | 'rejected'
  | 'error';

/** Message keys under `payment.errors`. */
export type PaymentErrorKey =
  | 'connectWallet'
  | 'wrongWallet'
  | 'insufficientBalance'
  | 'insufficientFee'
  | 'inProgress'
  | 'walletFailed'
  | 'lockFailed';

export type PaymentRequest =
  | { purpose: 'stake'; deviceId: number; hashrateId: string; amount: string; treasury: string }
  | { purpose: 'recharge'; amount: string; treasury: string };
