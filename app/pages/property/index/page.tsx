import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { PropertyScreen } from './_components/property-screen';

export default function Page() {
  return (
    <ScreenMessages
      namespaces={[
        'accountHold',
        'balanceCard',
        'payment',
        'property',
        'review',
        'status',
        'ui',
        ...refusalPaths('release'),
      ]}
    >
      <PropertyScreen />
    </ScreenMessages>
  );
}
