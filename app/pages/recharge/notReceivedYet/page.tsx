import { ScreenMessages } from '@/components/providers/screen-messages';
import { NotReceivedScreen } from './_components/not-received-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['payment', 'recharge', 'review', 'ui']}>
      <NotReceivedScreen />
    </ScreenMessages>
  );
}
