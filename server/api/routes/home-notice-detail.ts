import { homeNoticeDetail } from '@/lib/api/endpoints/home-notice-detail';
import { findNotice } from '../../content/content';
import { ApiFailure, CODE } from '../api-failure';
import { publicRoute } from '../api-route';

export const homeNoticeDetailRoute = publicRoute(homeNoticeDetail, async ({ id }, { db, locale }) => {
  const notice = await findNotice(db, locale, id);
  if (!notice) throw new ApiFailure(CODE.notFound, 'noticeNotFound');
  return {
    id: notice.id,
    title: notice.title,
    contentHtml: notice.contentHtml,
    createdAt: notice.createdAt.toISOString(),
    kind: notice.kind,
  };
});
