import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { NotReceivedScreen } from './_components/not-received-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['payment', 'recharge', 'review', 'ui', ...refusalPaths('manualRecharge')]}>
      <NotReceivedScreen />
    </ScreenMessages>
  );
}
