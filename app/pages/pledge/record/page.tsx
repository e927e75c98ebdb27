import { routeMetadata } from '@/lib/routes/route-metadata';
import { StakeRecords } from './_components/stake-records';

export const metadata = routeMetadata('/pages/pledge/record');

export default function Page() {
  return <StakeRecords />;
}
