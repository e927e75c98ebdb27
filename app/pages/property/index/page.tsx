import { ScreenMessages } from '@/components/providers/screen-messages';
import { PropertyScreen } from './_components/property-screen';

export default function Page() {
  return (
    <ScreenMessages
      namespaces={['accountHold', 'balanceCard', 'payment', 'property', 'review', 'status', 'ui']}
    >
      <PropertyScreen />
    </ScreenMessages>
  );
}
