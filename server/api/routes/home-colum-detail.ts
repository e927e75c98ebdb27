import { homeColumDetail } from '@/lib/api/endpoints/home-colum-detail';
import { findColumn } from '../../content/content';
import { ApiFailure, CODE } from '../api-failure';
import { publicRoute } from '../api-route';

export const homeColumDetailRoute = publicRoute(homeColumDetail, async ({ key }, { db, locale }) => {
  const column = await findColumn(db, locale, key);
  if (!column) throw new ApiFailure(CODE.notFound, 'columnNotFound');
  return column;
});
