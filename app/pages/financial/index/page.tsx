import { routeMetadata } from '@/lib/routes/route-metadata';
import { FinancialScreen } from './_components/financial-screen';

export const metadata = routeMetadata('/pages/financial/index');

export default function Page() {
  return <FinancialScreen />;
}
