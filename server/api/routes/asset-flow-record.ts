import { assetFlowRecord } from '@/lib/api/endpoints/asset-flow-record';
import { listFlows } from '../../payments/assets';
import { memberRoute } from '../api-route';

export const assetFlowRecordRoute = memberRoute(
  assetFlowRecord,
  async ({ type, page, pageSize }, { db, member, now }) =>
    listFlows(db, member.id, type, page, pageSize, now()),
);
