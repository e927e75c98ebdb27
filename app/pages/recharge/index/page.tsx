import { ScreenMessages } from '@/components/providers/screen-messages';
import { RechargeScreen } from './_components/recharge-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['payment', 'recharge', 'review', 'status', 'ui']}>
      <RechargeScreen />
    </ScreenMessages>
  );
}
