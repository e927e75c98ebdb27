import { routeMetadata } from '@/lib/routes/route-metadata';
import { WithdrawCashScreen } from './_components/withdraw-cash-screen';

export const metadata = routeMetadata('/pages/withdrawal/cash');

export default function Page() {
  return <WithdrawCashScreen />;
}
