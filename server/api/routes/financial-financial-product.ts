import { financialFinancialProduct } from '@/lib/api/endpoints/financial-financial-product';
import { listProducts, productView } from '../../financial/financial';
import { memberRoute } from '../api-route';

export const financialFinancialProductRoute = memberRoute(financialFinancialProduct, async (_input, { db }) =>
  (await listProducts(db)).map(productView),
);
