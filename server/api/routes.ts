import type { ApiRoute } from './api-route';
import { assetCashRoute } from './routes/asset-cash';
import { assetCashRecordRoute } from './routes/asset-cash-record';
import { financialBuyFinancialProductRoute } from './routes/financial-buy-financial-product';
import { financialEndFinancialListRoute } from './routes/financial-end-financial-list';
import { financialFinancialListRoute } from './routes/financial-financial-list';
import { financialFinancialProductRoute } from './routes/financial-financial-product';
import { homeParametersRoute } from './routes/home-parameters';
import { memberLoginRoute } from './routes/member-login';
import { memberLogoutRoute } from './routes/member-logout';
import { memberRegistRoute } from './routes/member-regist';
import { memberUserInfoRoute } from './routes/member-user-info';

/** Every `/api/*` endpoint the server answers. A new endpoint: one file in routes/, one line here. */
export const API_ROUTES: readonly ApiRoute[] = [
  memberLoginRoute,
  memberRegistRoute,
  memberUserInfoRoute,
  memberLogoutRoute,
  homeParametersRoute,
  assetCashRoute,
  assetCashRecordRoute,
  financialFinancialProductRoute,
  financialBuyFinancialProductRoute,
  financialFinancialListRoute,
  financialEndFinancialListRoute,
];
