/**
 * Where a payment of the queue stands, as the result view's timeline shows it: Initiating payment
 * (the wallet is asking the member) → Submitted (the wallet returned a hash) → Confirming n/N →
 * Credited (recharge) or Staked (stake), or Failed with its reason. Each step is current only while
 * it is under way: nothing is "Submitted" before there is a hash. Read from the persisted queue
 * entry only, so it is the same after a reload, and success is shown only once the platform has
 * answered it. A recharge reported by hand never went through the wallet: it starts at Submitted.
 */
import type { Confirmations } from '@/lib/api/schemas/payment';
import type { PendingPayment } from './pending-payments';

export type ProgressTone = 'pending' | 'success' | 'failed';
export type ProgressStepState = 'done' | 'current' | 'failed' | 'upcoming';

/** Keys under `payment.result` (labels and details) and `payment.reasons` / `payment.failure`. */
export type ProgressLabel =
  | {
      key:
        | 'initiating'
        | 'submitted'
        | 'confirming'
        | 'underReview'
        | 'credited'
        | 'staked'
        | 'failedStep'
        | 'notPaid';
    }
  | { key: 'confirmingOf'; confirmations: Confirmations };

export type ProgressDetail = { key: 'inWallet' | 'reporting' | 'waitingChain' } | { reason: string };

export interface ProgressStep {
  id: 'wallet' | 'submitted' | 'confirming' | 'final';
  label: ProgressLabel;
  state: ProgressStepState;
  detail?: ProgressDetail;
}

export interface PaymentProgress {
  tone: ProgressTone;
  /** Key under `payment.result.headline`. */
  headline: 'inWallet' | 'sent' | 'credited' | 'staked' | 'failed' | 'cancelled' | 'notPaid';
  /** Key under `payment.result.message`. */
  message:
    'inWallet' | 'reporting' | 'waitingChain' | 'underReview' | 'credited' | 'staked' | 'failed' | 'tryAgain';
  steps: ProgressStep[];
}

/** What the timeline needs of a payment: a queue entry, or a recharge reported by hand. */
export type PaymentSnapshot = Pick<
  PendingPayment,
  'purpose' | 'state' | 'amount' | 'hash' | 'hashrateId' | 'reason' | 'confirmations' | 'underReview'
>;

export function paymentProgress(
  payment: PaymentSnapshot,
  { viaWallet = true }: { viaWallet?: boolean } = {},
): PaymentProgress {
  const wallet: ProgressStep[] = viaWallet
    ? [{ id: 'wallet', label: { key: 'initiating' }, state: 'done' }]
    : [];
  const final: ProgressStep = {
    id: 'final',
    label: { key: payment.purpose === 'stake' ? 'staked' : 'credited' },
    state: 'upcoming',
  };
  const submitted: ProgressStep = { id: 'submitted', label: { key: 'submitted' }, state: 'done' };
  const confirming: ProgressStep = {
    id: 'confirming',
    label: payment.confirmations
      ? { key: 'confirmingOf', confirmations: payment.confirmations }
      : { key: 'confirming' },
    state: 'upcoming',
  };
  switch (payment.state) {
    case 'intent':
      return {
        tone: 'pending',
        headline: 'inWallet',
        message: 'inWallet',
        steps: [
          { id: 'wallet', label: { key: 'initiating' }, state: 'current', detail: { key: 'inWallet' } },
          { ...submitted, state: 'upcoming' },
          confirming,
          final,
        ],
      };
    case 'reporting':
      return {
        tone: 'pending',
        headline: 'sent',
        message: 'reporting',
        steps: [
          ...wallet,
          submitted,
          { ...confirming, state: 'current', detail: { key: 'reporting' } },
          final,
        ],
      };
    case 'auditing':
      // The platform checks it by hand (a claim it kept failing to settle): nothing to wait for on
      // the chain, and nothing for the member to do.
      if (payment.underReview)
        return {
          tone: 'pending',
          headline: 'sent',
          message: 'underReview',
          steps: [
            ...wallet,
            submitted,
            { ...confirming, label: { key: 'underReview' }, state: 'current' },
            final,
          ],
        };
      return {
        tone: 'pending',
        headline: 'sent',
        message: 'waitingChain',
        steps: [
          ...wallet,
          submitted,
          {
            ...confirming,
            state: 'current',
            ...(payment.confirmations ? {} : { detail: { key: 'waitingChain' } as const }),
          },
          final,
        ],
      };
    case 'success':
      return {
        tone: 'success',
        headline: payment.purpose === 'stake' ? 'staked' : 'credited',
        message: payment.purpose === 'stake' ? 'staked' : 'credited',
        steps: [
          ...wallet,
          submitted,
          { ...confirming, label: { key: 'confirming' }, state: 'done' },
          { ...final, state: 'done' },
        ],
      };
    case 'failed':
      return {
        tone: 'failed',
        headline: 'failed',
        message: 'failed',
        steps: [
          ...wallet,
          submitted,
          {
            id: 'final',
            label: { key: 'failedStep' },
            state: 'failed',
            ...(payment.reason ? { detail: { reason: payment.reason } } : {}),
          },
        ],
      };
    case 'abandoned':
      return {
        tone: 'failed',
        headline: payment.reason === 'rejected' ? 'cancelled' : 'notPaid',
        message: 'tryAgain',
        steps: [
          {
            id: 'submitted',
            label: { key: 'notPaid' },
            state: 'failed',
            ...(payment.reason ? { detail: { reason: payment.reason } } : {}),
          },
        ],
      };
  }
}
