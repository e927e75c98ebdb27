import { productOrder } from '@/lib/api/endpoints/product-order';
import { listStakeOrders } from '../../payments/assets';
import { memberRoute } from '../api-route';

export const productOrderRoute = memberRoute(productOrder, async ({ page, pageSize }, { db, member, now }) =>
  listStakeOrders(db, member.id, page, pageSize, now()),
);
