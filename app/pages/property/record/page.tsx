import { routeMetadata } from '@/lib/routes/route-metadata';
import { FlowRecords } from '@/components/records/flow-records';

export const metadata = routeMetadata('/pages/property/record');

export default function Page() {
  return <FlowRecords type="income" />;
}
