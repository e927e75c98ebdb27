'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useBtcwBalance } from '@/lib/wallet/use-btcw-balance';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { maskAddress } from '@/lib/format/mask-address';
import { formatDecimalString, formatFixed } from '@/lib/format/decimal';
import { LogoutButton } from '@/components/session/logout-button';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import styles from './mine-screen.module.css';

const MENU = [
  { href: '/pages/property/index', key: 'property' },
  { href: '/pages/pledge/record', key: 'stakeRecords' },
  { href: '/pages/financial/index', key: 'financial' },
  { href: '/pages/team/index', key: 'community' },
  { href: '/pages/user/share', key: 'invite' },
  { href: '/pages/user/set', key: 'settings' },
  { href: '/pages/user/aboutUs', key: 'aboutUs' },
  { href: '/pages/user/privacyPolicy', key: 'privacyPolicy' },
] as const;

export function MineScreen() {
  const t = useTranslations('mine');
  const { token, account } = useSession();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const balance = useBtcwBalance(userInfo.data?.account as `0x${string}` | undefined);
  // The launch reload (SessionManager) may answer before this screen hydrates: match the prerender first.
  const hydrated = useHydrated();

  if (!hydrated) return <DelayedLoading />;
  if (userInfo.isError && !userInfo.data) return <ErrorView />;
  if (!userInfo.data) return <DelayedLoading />;
  const user = userInfo.data;

  return (
    <div className={styles.screen}>
      <section className={styles.profile}>
        <p className={styles.caption}>{t('account')}</p>
        <p className={styles.account} data-testid="mine-account">
          {maskAddress(user.account)}
        </p>
        <dl className={styles.figures}>
          <div>
            <dt>{t('walletBalance')}</dt>
            <dd data-testid="mine-wallet-balance">
              {balance.data !== undefined ? formatFixed(balance.data) : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('platformBalance')}</dt>
            <dd data-testid="mine-platform-balance">{formatDecimalString(user.balance)}</dd>
          </div>
        </dl>
      </section>
      <nav className={styles.menu}>
        {MENU.map((item) => (
          <Link key={item.href} href={item.href} prefetch={false} className={styles.menuItem}>
            <span>{t(`menu.${item.key}`)}</span>
            <span aria-hidden="true">›</span>
          </Link>
        ))}
      </nav>
      <LogoutButton />
    </div>
  );
}
