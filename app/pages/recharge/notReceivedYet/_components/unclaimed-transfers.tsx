'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  claimTransferMutationOptions,
  type ClaimTransferResult,
} from '@/lib/api/endpoints/product-claim-transfer';
import {
  unclaimedTransfersQueryOptions,
  type UnclaimedTransfer,
} from '@/lib/api/endpoints/product-unclaimed-transfers';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import formStyles from '@/components/form/form.module.css';
import styles from '@/components/payments/payments.module.css';

/**
 * "Received, not yet claimed": payments from the member's wallet that reached the treasury with no
 * claim, each claimed with one tap (for their reserved device when it pays it exactly, otherwise
 * as a recharge). Nothing is shown when there are none.
 */
export function UnclaimedTransfers() {
  const t = useTranslations('recharge');
  const { account } = useSession();
  const query = useQuery(unclaimedTransfersQueryOptions(account ?? undefined));
  // A claimed transfer leaves the server's list at once; it stays here with its result until the
  // member leaves the screen, so the answer is read, not flashed.
  const [claimed, setClaimed] = useState<readonly Claimed[]>([]);
  const open = (query.data?.list ?? []).filter(
    (transfer) => !claimed.some((done) => done.transfer.txHash === transfer.txHash),
  );
  if (open.length === 0 && claimed.length === 0) return null;
  return (
    <section className={styles.pending} aria-labelledby="unclaimed-title" data-testid="unclaimed-transfers">
      <h2 id="unclaimed-title" className={styles.pendingTitle}>
        {t('unclaimedTitle')}
      </h2>
      <p className={styles.muted}>{t('unclaimedHelp')}</p>
      <ul className={styles.pendingList}>
        {claimed.map((done) => (
          <UnclaimedItem key={done.transfer.txHash} transfer={done.transfer} result={done.result} />
        ))}
        {open.map((transfer) => (
          <UnclaimedItem
            key={transfer.txHash}
            transfer={transfer}
            onClaimed={(result) => setClaimed((list) => [...list, { transfer, result }])}
          />
        ))}
      </ul>
    </section>
  );
}

interface Claimed {
  transfer: UnclaimedTransfer;
  result: ClaimTransferResult;
}

function UnclaimedItem({
  transfer,
  result,
  onClaimed,
}: {
  transfer: UnclaimedTransfer;
  result?: ClaimTransferResult;
  onClaimed?: (result: ClaimTransferResult) => void;
}) {
  const t = useTranslations('recharge');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...claimTransferMutationOptions(),
    onSuccess: (answer) => {
      onClaimed?.(answer);
      void queryClient.invalidateQueries({ queryKey: ['asset'] });
      void queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
  return (
    <li className={styles.pendingItem} data-testid="unclaimed-transfer">
      <div className={styles.row}>
        <span className={styles.muted}>{formatDate(transfer.seenAt)}</span>
        <strong>{formatDecimalString(transfer.amount)} BTCW</strong>
      </div>
      <div className={styles.hash}>{transfer.txHash}</div>
      {result ? (
        <p className={styles.success} role="status">
          {result.status === 'pending'
            ? t('claimPending')
            : result.purpose === 'stake'
              ? t('claimedStake')
              : t('claimedRecharge', { amount: formatDecimalString(transfer.amount) })}
        </p>
      ) : (
        <button
          type="button"
          className={formStyles.secondary}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ txHash: transfer.txHash })}
        >
          {t('claim')}
        </button>
      )}
      {mutation.error && (
        <p className={styles.error} role="alert">
          {mutation.error.message}
        </p>
      )}
    </li>
  );
}
