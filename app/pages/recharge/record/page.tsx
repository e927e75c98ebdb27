import { routeMetadata } from '@/lib/routes/route-metadata';
import { RechargeRecords } from './_components/recharge-records';

export const metadata = routeMetadata('/pages/recharge/record');

export default function Page() {
  return <RechargeRecords />;
}
