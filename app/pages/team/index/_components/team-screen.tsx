'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { referenceInfoQueryOptions } from '@/lib/api/endpoints/member-reference-info';
import { inviteesQueryOptions, type Invitee } from '@/lib/api/endpoints/member-reference-list';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { maskAddress } from '@/lib/format/mask-address';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import { InfiniteFooter } from '@/components/list/infinite-footer';
import { RemarkDialog } from './remark-dialog';
import listStyles from '@/components/list/card-list.module.css';
import teamStyles from '../../team.module.css';
import styles from './team-screen.module.css';

export function TeamScreen() {
  const t = useTranslations('team');
  const { account } = useSession();
  const info = useQuery(referenceInfoQueryOptions(account ?? undefined));
  const invitees = useInfiniteQuery(inviteesQueryOptions(account ?? undefined));
  const [editing, setEditing] = useState<Invitee | null>(null);
  const list = invitees.data?.pages.flatMap((page) => page.list) ?? [];

  if ((info.isError && !info.data) || (invitees.isError && !invitees.data)) return <ErrorView />;
  if (!info.data || !invitees.data) return <DelayedLoading />;

  return (
    <div className={teamStyles.screen}>
      <dl className={styles.figures} data-testid="team-figures">
        <Figure label={t('financialAmount')} value={formatDecimalString(info.data.financialAmount)} />
        <Figure
          label={t('communityPerformance')}
          value={formatDecimalString(info.data.communityPerformance)}
        />
        <Figure label={t('sharerCount')} value={String(info.data.sharerCount)} />
        <Figure label={t('memberCount')} value={String(info.data.memberCount)} />
      </dl>
      <section className={styles.card}>
        <h2 className={listStyles.heading}>{t('members')}</h2>
        <ul className={listStyles.list} data-testid="team-list">
          {list.map((invitee) => (
            <li key={invitee.id} className={styles.row} data-testid="team-member">
              <Link href={`/pages/team/info?id=${invitee.id}`} prefetch={false} className={styles.member}>
                <span className={styles.account}>{maskAddress(invitee.account)}</span>
                <span className={styles.meta}>
                  {t('joined', { date: formatDate(invitee.joinedAt, 'YYYY-MM-DD') })}
                </span>
                <span className={styles.meta}>
                  {t('performance', { amount: formatDecimalString(invitee.performance) })}
                </span>
                <span className={styles.remark} data-testid="team-remark">
                  {invitee.remark ?? t('noRemark')}
                </span>
              </Link>
              <button type="button" className={teamStyles.edit} onClick={() => setEditing(invitee)}>
                {t('editRemark')}
              </button>
            </li>
          ))}
        </ul>
        <InfiniteFooter
          itemCount={list.length}
          hasNextPage={invitees.hasNextPage}
          isFetchingNextPage={invitees.isFetchingNextPage}
          fetchNextPage={() => void invitees.fetchNextPage()}
        />
      </section>
      {editing && (
        <RemarkDialog memberId={editing.id} initial={editing.remark} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
