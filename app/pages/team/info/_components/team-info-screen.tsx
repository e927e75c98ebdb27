'use client';

import { useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { inviteeDetailQueryOptions } from '@/lib/api/endpoints/member-manager-user';
import { isNotFoundError } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/routes/id-param';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { formatDecimalString } from '@/lib/format/decimal';
import { maskAddress } from '@/lib/format/mask-address';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { ErrorView } from '@/components/shell/error-view';
import { NotFoundView } from '@/components/shell/not-found-view';
import { InfiniteFooter } from '@/components/list/infinite-footer';
import { RemarkDialog } from '../../index/_components/remark-dialog';
import listStyles from '@/components/list/card-list.module.css';
import teamStyles from '../../team.module.css';
import styles from './team-info-screen.module.css';

/** One direct invitee and their orders (member/managerUser; see docs/community.md). */
export function TeamInfoScreen() {
  const t = useTranslations('team');
  const id = parseIdParam(useSearchParams().get('id'));
  const { account } = useSession();
  // Without an id the query stays disabled (id 0).
  const detail = useInfiniteQuery(inviteeDetailQueryOptions(account ?? undefined, id ?? 0));
  const [editing, setEditing] = useState(false);
  if (id === null || (isNotFoundError(detail.error) && !detail.data))
    return <NotFoundView subject="member" />;
  if (detail.isError && !detail.data) return <ErrorView />;
  const pages = detail.data?.pages ?? [];
  const first = pages[0];
  if (!first) return <DelayedLoading />;
  const member = first.member;
  const orders = pages.flatMap((page) => page.list);

  return (
    <div className={teamStyles.screen}>
      <section className={styles.card} data-testid="team-info-member">
        <p className={styles.account}>{maskAddress(member.account)}</p>
        <p className={styles.meta}>{t('joined', { date: formatDate(member.joinedAt, 'YYYY-MM-DD') })}</p>
        <p className={styles.meta}>{t('performance', { amount: formatDecimalString(member.performance) })}</p>
        <div className={styles.remarkRow}>
          <span className={styles.remark} data-testid="team-remark">
            {member.remark ?? t('noRemark')}
          </span>
          <button type="button" className={teamStyles.edit} onClick={() => setEditing(true)}>
            {t('editRemark')}
          </button>
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={listStyles.heading}>{t('orders')}</h2>
        <ul className={listStyles.list}>
          {orders.map((order) => (
            <li key={`${order.kind}-${order.id}`} className={styles.order}>
              <span className={styles.name}>
                {t(`orderKind.${order.kind}`)} · {order.name}
              </span>
              <span className={styles.meta}>
                {t('orderLine', { amount: formatDecimalString(order.amount), days: order.days })}
              </span>
              <span className={styles.meta}>
                {formatDate(order.createdAt)} · {order.status}
              </span>
            </li>
          ))}
        </ul>
        <InfiniteFooter
          itemCount={orders.length}
          hasNextPage={detail.hasNextPage}
          isFetchingNextPage={detail.isFetchingNextPage}
          fetchNextPage={() => void detail.fetchNextPage()}
        />
      </section>
      {editing && (
        <RemarkDialog memberId={member.id} initial={member.remark} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}
