import { homeNotice } from '@/lib/api/endpoints/home-notice';
import { listNotices } from '../../content/content';
import { publicRoute } from '../api-route';

export const homeNoticeRoute = publicRoute(homeNotice, async ({ page, pageSize, kind }, { db, locale }) => {
  const { list, total } = await listNotices(db, locale, { page, pageSize, kind });
  return {
    list: list.map((notice) => ({ ...notice, createdAt: notice.createdAt.toISOString() })),
    page,
    pageSize,
    total,
  };
});
