'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { userInfoQueryOptions } from '@/lib/api/endpoints/member-user-info';
import { useSession } from '@/lib/auth/use-session';
import { useBtcwBalance } from '@/lib/wallet/use-btcw-balance';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatFixed } from '@/lib/format/decimal';
import { LogoutButton } from '@/components/session/logout-button';
import { ErrorView } from '@/components/shell/error-view';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { Amount } from '@/components/ui/amount';
import { Skeleton } from '@/components/ui/skeleton';
import { MenuRows, type MenuRow } from '../../_components/menu-rows';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
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
  const tc = useTranslations('common');
  const { token, account } = useSession();
  const userInfo = useQuery(userInfoQueryOptions(account ?? undefined, token));
  const balance = useBtcwBalance(userInfo.data?.account as `0x${string}` | undefined);
  // The launch reload (SessionManager) may answer before this screen hydrates: match the prerender first.
  const hydrated = useHydrated();
  const menu: MenuRow[] = MENU.map((item) => ({ href: item.href, label: t(`menu.${item.key}`) }));

  if (hydrated && userInfo.isError && !userInfo.data)
    return <ErrorView onRetry={() => void userInfo.refetch()} />;
  const user = hydrated ? userInfo.data : undefined;

  return (
    <div className={styles.screen}>
      <section className={styles.profile} aria-label={t('account')}>
        {user ? (
          <>
            <p className={styles.caption}>{t('account')}</p>
            <span className={styles.account}>
              <CopyableAddress value={user.account} testId="mine-account" />
            </span>
            <dl className={styles.figures}>
              <KeyValue label={t('walletBalance')} className={layout.figure}>
                {balance.data !== undefined ? (
                  <Amount value={formatFixed(balance.data)} size="lg" testId="mine-wallet-balance" />
                ) : (
                  <span className={styles.pending}>—</span>
                )}
              </KeyValue>
              <KeyValue label={t('platformBalance')} className={layout.figure}>
                <Amount value={user.balance} size="lg" testId="mine-platform-balance" />
              </KeyValue>
            </dl>
          </>
        ) : (
          <Skeleton lines={5} label={tc('loading')} />
        )}
      </section>
      <MenuRows rows={menu} />
      <LogoutButton />
    </div>
  );
}
