import { ScreenMessages } from '@/components/providers/screen-messages';
import { RechargeRecords } from './_components/recharge-records';

export default function Page() {
  return (
    <ScreenMessages namespaces={['payment', 'records', 'status', 'ui']}>
      <RechargeRecords />
    </ScreenMessages>
  );
}
