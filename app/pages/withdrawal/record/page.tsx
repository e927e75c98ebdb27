import { ScreenMessages } from '@/components/providers/screen-messages';
import { WithdrawalRecordScreen } from './_components/withdrawal-record-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['records.kinds', 'status', 'ui', 'withdrawalRecord']}>
      <WithdrawalRecordScreen />
    </ScreenMessages>
  );
}
