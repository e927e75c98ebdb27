'use client';

import { useQueryParam } from '@/lib/routes/use-route';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { inviteeDetailQueryOptions, type InviteeOrder } from '@/lib/api/endpoints/member-manager-user';
import { isNotFoundError } from '@/lib/api/errors';
import { parseIdParam } from '@/lib/routes/id-param';
import { useSession } from '@/lib/auth/use-session';
import { formatDate } from '@/lib/format/date';
import { ErrorView } from '@/components/shell/error-view';
import { NotFoundView } from '@/components/shell/not-found-view';
import { InfiniteFooter } from '@/components/list/infinite-footer';
import { CopyableAddress } from '@/components/ui/copyable-address';
import { Amount } from '@/components/ui/amount';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton, SkeletonList } from '@/components/ui/skeleton';
import { pendingAttributes } from '@/components/ui/pending-attributes';
import { StatusChip } from '@/components/ui/status-chip';
import { useLazyPart } from '@/lib/hooks/use-lazy-part';
import { remarkDialogPart } from '../../index/_components/remark-dialog-part';
import layout from '@/components/layout/layout.module.css';
import teamStyles from '../../team.module.css';
import styles from './team-info-screen.module.css';

/** One direct invitee and their orders (member/managerUser; see docs/community.md). */
export function TeamInfoScreen() {
  const t = useTranslations('team');
  const tc = useTranslations('common');
  const id = parseIdParam(useQueryParam('id'));
  const { account } = useSession();
  // Without an id the query stays disabled (id 0).
  const detail = useInfiniteQuery(inviteeDetailQueryOptions(account ?? undefined, id ?? 0));
  const [editing, setEditing] = useState(false);
  const editor = useLazyPart(remarkDialogPart, editing);
  if (id === null || (isNotFoundError(detail.error) && !detail.data))
    return <NotFoundView subject="member" />;
  if (detail.isError && !detail.data) return <ErrorView onRetry={() => void detail.refetch()} />;
  const pages = detail.data?.pages ?? [];
  const first = pages[0];
  if (!first) return <TeamInfoSkeleton />;
  const member = first.member;
  const orders = pages.flatMap((page) => page.list);

  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      <section className={layout.card} data-testid="team-info-member">
        <span className={styles.account}>
          <CopyableAddress value={member.account} testId="team-info-account" />
        </span>
        <p className={teamStyles.meta}>{t('joined', { date: formatDate(member.joinedAt, 'YYYY-MM-DD') })}</p>
        <dl className={layout.figure}>
          <dt>{t('performanceLabel')}</dt>
          <dd>
            <Amount value={member.performance} size="lg" />
          </dd>
        </dl>
        <div className={teamStyles.remarkRow}>
          <span
            className={member.remark ? teamStyles.remark : `${teamStyles.remark} ${teamStyles.noRemark}`}
            data-testid="team-remark"
          >
            {member.remark ?? t('noRemark')}
          </span>
          <button
            type="button"
            className={teamStyles.edit}
            onClick={() => setEditing(true)}
            {...pendingAttributes(editing && !editor)}
          >
            {t('editRemark')}
          </button>
        </div>
      </section>
      <section className={`${layout.stack} ${layout.roomy}`} aria-labelledby="team-orders">
        <h2 id="team-orders" className={teamStyles.sectionTitle}>
          {t('orders')}
        </h2>
        {orders.length === 0 ? (
          <EmptyState title={tc('noData')} description={t('emptyOrders')} testId="team-orders-empty" />
        ) : (
          <>
            <ul className={layout.plainList} data-testid="team-orders">
              {orders.map((order) => (
                <OrderCard key={`${order.kind}-${order.id}`} order={order} />
              ))}
            </ul>
            <InfiniteFooter
              itemCount={orders.length}
              hasNextPage={detail.hasNextPage}
              isFetchingNextPage={detail.isFetchingNextPage}
              fetchNextPage={() => void detail.fetchNextPage()}
            />
          </>
        )}
      </section>
      {editing && editor && (
        <editor.RemarkDialog memberId={member.id} initial={member.remark} onClose={() => setEditing(false)} />
      )}
    </div>
  );
}

function OrderCard({ order }: { order: InviteeOrder }) {
  const t = useTranslations('team');
  return (
    <li className={layout.card} data-testid="team-order">
      <div className={layout.titleRow}>
        <span className={styles.orderName}>
          {t(`orderKind.${order.kind}`)} · {order.name}
        </span>
        <StatusChip status={order.status} />
      </div>
      <div className={styles.orderLine}>
        <Amount value={order.amount} size="md" />
        <span className={teamStyles.meta}>{t('days', { days: order.days })}</span>
      </div>
      <time className={teamStyles.meta} dateTime={order.createdAt}>
        {formatDate(order.createdAt)}
      </time>
    </li>
  );
}

/** The member card and two order cards, in grey, while the member loads. */
export function TeamInfoSkeleton() {
  const tc = useTranslations('common');
  return (
    <div className={`${layout.stack} ${layout.roomy}`}>
      <div className={layout.card}>
        <Skeleton lines={4} label={tc('loading')} />
      </div>
      <SkeletonList count={2} lines={3} label={tc('loading')} />
    </div>
  );
}
