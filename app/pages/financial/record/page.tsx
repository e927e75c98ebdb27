import { routeMetadata } from '@/lib/routes/route-metadata';
import { FinancialRecordScreen } from './_components/financial-record-screen';

export const metadata = routeMetadata('/pages/financial/record');

export default function Page() {
  return <FinancialRecordScreen />;
}
