import { routeMetadata } from '@/lib/routes/route-metadata';
import { StakeScreen } from './_components/stake-screen';

export const metadata = routeMetadata('/pages/pledge/index');

export default function Page() {
  return <StakeScreen />;
}
