'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { referenceInfoQueryOptions } from '@/lib/api/endpoints/member-reference-info';
import { inviteesQueryOptions, type Invitee } from '@/lib/api/endpoints/member-reference-list';
import { useSession } from '@/lib/auth/use-session';
import { formatCount } from '@/lib/format/count';
import { formatDate } from '@/lib/format/date';
import { ErrorView } from '@/components/shell/error-view';
import { InfiniteList } from '@/components/list/infinite-list';
import { Address } from '@/components/ui/address';
import { Amount } from '@/components/ui/amount';
import { pendingAttributes } from '@/components/ui/pending-attributes';
import { Skeleton } from '@/components/ui/skeleton';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { remarkDialogPart } from './remark-dialog-part';
import { KeyValue } from '@/components/layout/key-value';
import layout from '@/components/layout/layout.module.css';
import teamStyles from '../../team.module.css';
import styles from './team-screen.module.css';

/** My Community: its figures, then my direct invitees with their remarks. */
export function TeamScreen() {
  const t = useTranslations('team');
  const tc = useTranslations('common');
  const locale = useLocale();
  const { account } = useSession();
  const info = useQuery(referenceInfoQueryOptions(account ?? undefined));
  const invitees = useInfiniteQuery(inviteesQueryOptions(account ?? undefined));
  const [editing, setEditing] = useState<Invitee | null>(null);
  const editor = useLazyPart(remarkDialogPart, editing !== null);

  if (info.isError && !info.data) return <ErrorView onRetry={() => void info.refetch()} />;

  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      <section className={layout.card}>
        {info.data ? (
          <dl className={styles.figures} data-testid="team-figures">
            <KeyValue label={t('financialAmount')} className={`${layout.figure} ${styles.wide}`}>
              <Amount value={info.data.financialAmount} size="lg" testId="team-financial-amount" />
            </KeyValue>
            <KeyValue label={t('communityPerformance')} className={`${layout.figure} ${styles.wide}`}>
              <Amount value={info.data.communityPerformance} size="lg" testId="team-performance" />
            </KeyValue>
            <div className={layout.figure}>
              <dt>{t('sharerCount')}</dt>
              <dd className={teamStyles.count}>{formatCount(info.data.sharerCount, locale)}</dd>
            </div>
            <div className={layout.figure}>
              <dt>{t('memberCount')}</dt>
              <dd className={teamStyles.count}>{formatCount(info.data.memberCount, locale)}</dd>
            </div>
          </dl>
        ) : (
          <Skeleton lines={4} label={tc('loading')} />
        )}
      </section>
      <section className={`${layout.stack} ${layout.roomy}`} aria-labelledby="team-members">
        <h2 id="team-members" className={teamStyles.sectionTitle}>
          {t('members')}
        </h2>
        <InfiniteList
          query={invitees}
          testId="team-list"
          empty={{
            description: t('emptyMembers'),
            action: { label: t('shareInvite'), href: '/pages/user/share' },
          }}
          renderItem={(invitee) => (
            <MemberRow
              invitee={invitee}
              opening={editing?.id === invitee.id && !editor}
              onEdit={() => setEditing(invitee)}
            />
          )}
        />
      </section>
      {editing && editor && (
        <editor.RemarkDialog
          memberId={editing.id}
          initial={editing.remark}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function MemberRow({ invitee, opening, onEdit }: { invitee: Invitee; opening: boolean; onEdit: () => void }) {
  const t = useTranslations('team');
  return (
    <div data-testid="team-member">
      <Link href={`/pages/team/info?id=${invitee.id}`} prefetch={false} className={styles.member}>
        <span className={styles.who}>
          <span className={styles.account}>
            <Address value={invitee.account} />
          </span>
          <span className={styles.line}>
            {t('joined', { date: formatDate(invitee.joinedAt, 'YYYY-MM-DD') })}
          </span>
          <span className={styles.line}>
            {t('performanceLabel')}
            <Amount value={invitee.performance} size="sm" />
          </span>
        </span>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      <div className={teamStyles.remarkRow}>
        <span
          className={invitee.remark ? teamStyles.remark : `${teamStyles.remark} ${teamStyles.noRemark}`}
          data-testid="team-remark"
        >
          {invitee.remark ?? t('noRemark')}
        </span>
        <button type="button" className={teamStyles.edit} onClick={onEdit} {...pendingAttributes(opening)}>
          {t('editRemark')}
        </button>
      </div>
    </div>
  );
}
