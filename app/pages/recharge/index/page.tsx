import { routeMetadata } from '@/lib/routes/route-metadata';
import { RechargeScreen } from './_components/recharge-screen';

export const metadata = routeMetadata('/pages/recharge/index');

export default function Page() {
  return <RechargeScreen />;
}
