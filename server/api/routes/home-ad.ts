import { homeAd } from '@/lib/api/endpoints/home-ad';
import { listAds } from '../../content/content';
import { publicRoute } from '../api-route';

export const homeAdRoute = publicRoute(homeAd, async (_input, { db, locale }) => listAds(db, locale));
