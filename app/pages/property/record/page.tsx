import { FlowRecords } from '@/components/records/flow-records';

export default function Page() {
  return <FlowRecords type="income" />;
}
