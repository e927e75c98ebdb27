import { ScreenMessages } from '@/components/providers/screen-messages';
import { FlowRecords } from '@/components/records/flow-records';

export default function Page() {
  return (
    <ScreenMessages namespaces={['records', 'status', 'ui']}>
      <FlowRecords type="income" />
    </ScreenMessages>
  );
}
