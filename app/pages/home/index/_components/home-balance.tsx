'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatDecimalString } from '@/lib/format/decimal';
import styles from './home-screen.module.css';

/** Always rendered (home needs a session anyway), so the prerendered HTML matches and nothing shifts. */
export function HomeBalance() {
  const t = useTranslations('home');
  const { token, account } = useSession();
  const hydrated = useHydrated();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  return (
    <section className={styles.balance} data-testid="home-balance">
      <span className={styles.caption}>{t('balance')}</span>
      <strong className={styles.amount}>
        {hydrated && userInfo.data ? formatDecimalString(userInfo.data.balance) : '—'}
      </strong>
      <Link href="/pages/property/index" prefetch={false} className={styles.balanceLink}>
        {t('assets')} ›
      </Link>
    </section>
  );
}
