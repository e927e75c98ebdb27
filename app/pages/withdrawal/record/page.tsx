import { routeMetadata } from '@/lib/routes/route-metadata';
import { WithdrawalRecordScreen } from './_components/withdrawal-record-screen';

export const metadata = routeMetadata('/pages/withdrawal/record');

export default function Page() {
  return <WithdrawalRecordScreen />;
}
