'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import {
  claimTransferMutationOptions,
  type ClaimTransferResult,
} from '@/lib/api/endpoints/product-claim-transfer';
import type { UnclaimedTransfer } from '@/lib/api/endpoints/product-unclaimed-transfers';
import { isApiError } from '@/lib/api/errors';
import { formatAmount } from '@/lib/format/amount';
import { formatDate } from '@/lib/format/date';
import { Amount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import { Hash } from '@/components/ui/hash';
import layout from '@/components/layout/layout.module.css';
import styles from '@/components/payments/money-in.module.css';

/**
 * "Received, not yet claimed": payments from the member's wallet that reached the treasury with no
 * claim, each claimed with one tap (for their reserved device when it pays it exactly, otherwise
 * as a recharge). Nothing is shown when there are none.
 */
export function UnclaimedTransfers({ list }: { list: readonly UnclaimedTransfer[] }) {
  const t = useTranslations('recharge');
  // A claimed transfer leaves the server's list at once; it stays here with its result until the
  // member leaves the screen, so the answer is read, not flashed.
  const [claimed, setClaimed] = useState<readonly Claimed[]>([]);
  const open = list.filter((transfer) => !claimed.some((done) => done.transfer.txHash === transfer.txHash));
  if (open.length === 0 && claimed.length === 0) return null;
  return (
    <section
      className={`${layout.stack} ${layout.tight}`}
      aria-labelledby="unclaimed-title"
      data-testid="unclaimed-transfers"
    >
      <h2 id="unclaimed-title" className={styles.sectionTitle}>
        {t('unclaimedTitle')}
      </h2>
      <p className={styles.hint}>{t('unclaimedHelp')}</p>
      <ul className={layout.plainList}>
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
  const locale = useLocale();
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
    <li className={`${layout.card} ${layout.tight}`} data-testid="unclaimed-transfer">
      <div className={styles.recordHead}>
        <Amount value={transfer.amount} size="lg" />
        <time className={styles.date} dateTime={transfer.seenAt}>
          {formatDate(transfer.seenAt)}
        </time>
      </div>
      <Hash value={transfer.txHash} testId="unclaimed-hash" />
      {result ? (
        <p className={styles.success} role="status">
          {result.status === 'pending'
            ? t('claimPending')
            : result.purpose === 'stake'
              ? t('claimedStake')
              : t('claimedRecharge', { amount: formatAmount(transfer.amount, locale) })}
        </p>
      ) : (
        <Button
          needsNetwork
          variant="secondary"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate({ txHash: transfer.txHash })}
        >
          {t('claim')}
        </Button>
      )}
      {/* The platform's refusal (the transport said the rest in a toast). */}
      {isApiError(mutation.error) && mutation.error.kind === 'body' && (
        <p className={styles.error} role="alert">
          {mutation.error.message}
        </p>
      )}
    </li>
  );
}
