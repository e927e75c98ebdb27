'use client';

import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { assetInfoQueryOptions } from '@/lib/api/endpoints/asset-asset-info';
import { releaseEarningsMutationOptions } from '@/lib/api/endpoints/asset-release-earnings';
import { useSession } from '@/lib/auth/use-session';
import { formatDecimalString } from '@/lib/format/decimal';
import { showToast } from '@/lib/toast/toast-store';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import { PendingPayments } from '@/components/payments/pending-payments';
import { BalanceCard } from './balance-card';
import formStyles from '@/components/form/form.module.css';
import styles from '@/components/payments/payments.module.css';

const FIGURES = [
  'deviceCount',
  'totalStaked',
  'releasedEarnings',
  'unreleasedEarnings',
  'todayOutput',
  'creditedAmount',
  'stakeEarnings',
  'financialEarnings',
] as const;

export function PropertyScreen() {
  const t = useTranslations('property');
  const queryClient = useQueryClient();
  const { account } = useSession();
  const info = useQuery(assetInfoQueryOptions(account ?? undefined));
  const release = useMutation({
    ...releaseEarningsMutationOptions(),
    onSuccess: ({ released }) => {
      showToast({ key: 'property.released', values: { amount: formatDecimalString(released) } });
      void queryClient.invalidateQueries({ queryKey: ['asset'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'userInfo'] });
    },
  });

  if (info.isError && !info.data) return <ErrorView />;
  if (!info.data)
    return (
      <div className={styles.screen}>
        <BalanceCard balance={null} />
        <DelayedLoading />
      </div>
    );
  const data = info.data;
  const canRelease = /[1-9]/.test(data.releasedEarnings);

  return (
    <div className={styles.screen}>
      <BalanceCard balance={data.balance} />
      <section className={styles.card}>
        <dl className={styles.figures}>
          {FIGURES.map((key) => (
            <div key={key}>
              <dt>{t(`figures.${key}`)}</dt>
              <dd data-testid={`property-${key}`}>
                {key === 'deviceCount' ? data.deviceCount : formatDecimalString(data[key])}
              </dd>
            </div>
          ))}
        </dl>
        <button
          type="button"
          className={formStyles.primary}
          disabled={!canRelease || release.isPending}
          onClick={() => release.mutate()}
          data-testid="release-button"
        >
          {t('release')}
        </button>
      </section>
      <PendingPayments />
      <nav className={styles.links}>
        <Link href="/pages/property/record" prefetch={false}>
          {t('incomeRecords')}
        </Link>
        <Link href="/pages/property/record2" prefetch={false}>
          {t('balanceRecords')}
        </Link>
        <Link href="/pages/withdrawal/record" prefetch={false}>
          {t('withdrawalRecords')}
        </Link>
      </nav>
    </div>
  );
}
