'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEarlyAnswer } from '@/lib/boot/early-answer-query';
import { assetAssetInfo, assetInfoQueryOptions, type AssetInfo } from '@/lib/api/endpoints/asset-asset-info';
import { useShownData } from '@/lib/hooks/use-hydrated';
import { releaseEarningsMutationOptions } from '@/lib/api/endpoints/asset-release-earnings';
import { useSession } from '@/lib/auth/use-session';
import { recordedAt } from '@/lib/format/date';
import { useRefusal } from '@/components/form/use-refusal';
import { useGuardedSubmit } from '@/lib/hooks/use-guarded-submit';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy/lazy-part';
import { AccountHoldBanner } from '@/components/balance/account-hold-banner';
import { BalanceCard } from '@/components/balance/balance-card';
import { PendingPayments } from '@/components/payments/pending-payments';
import { RecordLinks } from '@/components/records/record-links';
import { ErrorView } from '@/components/shell/error-view';
import { LastUpdated } from '@/components/ui/last-updated';
import { Amount, PendingAmount } from '@/components/ui/amount';
import { Button } from '@/components/ui/button';
import layout from '@/components/layout/layout.module.css';
import styles from './property-screen.module.css';

// The release review and its result load after the figures, not with them.
const releasePart = lazyPart(() => import('./release-review'));

/** The figures under the balance, in reading order (two a row). */
const FIGURES = [
  'deviceCount',
  'totalStaked',
  'unreleasedEarnings',
  'todayOutput',
  'creditedAmount',
  'stakeEarnings',
  'financialEarnings',
] as const;

export function PropertyScreen() {
  const t = useTranslations('property');
  const { account } = useSession();
  const options = assetInfoQueryOptions(account ?? undefined);
  useEarlyAnswer(assetAssetInfo, options);
  const info = useQuery(options);
  const data = useShownData(info.data);
  const [released, setReleased] = useState<{ amount: string; at: number } | null>(null);
  // The result comes with the review's code, which has arrived by the time there is a result.
  const resultCode = useLazyPart(releasePart, released !== null, { preload: false });

  if (info.isError && !data) return <ErrorView onRetry={() => void info.refetch()} />;
  return (
    <div className={layout.stack}>
      <AccountHoldBanner account={data} />
      <BalanceCard balance={data?.balance ?? null} amountTestId="property-balance" />
      {data && <LastUpdated at={info.dataUpdatedAt} failing={info.isRefetchError} />}
      {released ? (
        resultCode && <resultCode.ReleaseResult released={released} onDone={() => setReleased(null)} />
      ) : (
        // Drawn with their labels before the figures come, so the links below never move.
        <>
          <Earnings info={data ?? null} onReleased={setReleased} />
          <Figures info={data ?? null} />
        </>
      )}
      <PendingPayments />
      <RecordLinks
        links={[
          { href: '/pages/property/record', label: t('incomeRecords'), testId: 'property-income-records' },
          { href: '/pages/property/record2', label: t('balanceRecords'), testId: 'property-balance-records' },
          {
            href: '/pages/withdrawal/record',
            label: t('withdrawalRecords'),
            testId: 'property-withdrawal-records',
          },
        ]}
      />
    </div>
  );
}

/** The released earnings and the one action on them: move them to the balance, after a review. */
function Earnings({
  info,
  onReleased,
}: {
  info: AssetInfo | null;
  onReleased: (released: { amount: string; at: number }) => void;
}) {
  const t = useTranslations('property');
  const tc = useTranslations('common');
  const queryClient = useQueryClient();
  const release = useMutation(releaseEarningsMutationOptions());
  const refusal = useRefusal<never>({});
  const [reviewing, setReviewing] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['asset'] }),
      queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] }),
    ]);
  const { busy, act } = useGuardedSubmit({
    onError: (error) => {
      // The figure the member reviewed was out of date: show the platform's words in the sheet and
      // the current figure behind it.
      if (refusal.capture(error)) void refresh();
    },
  });
  const canRelease = info !== null && /[1-9]/.test(info.releasedEarnings);
  const reviewCode = useLazyPart(releasePart, reviewing);

  const confirm = () =>
    act(async () => {
      const confirmedAt = Date.now();
      const { released, createdAt } = await release.mutateAsync();
      setReviewing(false);
      onReleased({ amount: released, at: recordedAt(createdAt, confirmedAt) });
      await refresh();
    });

  return (
    <section className={layout.card} aria-busy={info === null || undefined}>
      <div className={styles.release}>
        <p className={styles.figureLabel}>{t('figures.releasedEarnings')}</p>
        {info ? (
          <Amount value={info.releasedEarnings} size="lg" testId="property-releasedEarnings" />
        ) : (
          <PendingAmount size="lg" label={tc('loading')} />
        )}
      </div>
      <Button
        needsNetwork
        disabled={!canRelease}
        // Before the figures come, the reason's line says so (and is held for "nothing to release").
        reason={info ? t('nothingToRelease') : tc('loading')}
        pending={reviewing && !reviewCode}
        onClick={() => {
          refusal.clear();
          setReviewing(true);
        }}
        testId="release-button"
      >
        {t('release')}
      </Button>
      {reviewing && info && reviewCode && (
        <reviewCode.ReleaseReview
          amount={info.releasedEarnings}
          busy={busy}
          error={refusal.banner}
          onDismissError={() => refusal.clear()}
          onConfirm={confirm}
          onClose={() => {
            setReviewing(false);
            refusal.clear();
          }}
        />
      )}
    </section>
  );
}

function Figures({ info }: { info: AssetInfo | null }) {
  const t = useTranslations('property');
  const tc = useTranslations('common');
  return (
    <section className={layout.card} aria-busy={info === null || undefined}>
      <dl className={styles.figures}>
        {FIGURES.map((key) => (
          <div key={key} className={layout.figure}>
            <dt className={styles.figureLabel}>{t(`figures.${key}`)}</dt>
            <dd data-testid={info ? `property-${key}` : undefined}>
              {!info ? (
                <PendingAmount size="sm" label={tc('loading')} />
              ) : key === 'deviceCount' ? (
                <span className={styles.count}>{info.deviceCount}</span>
              ) : (
                <Amount value={info[key]} size="sm" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
