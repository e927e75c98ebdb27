import { ScreenMessages } from '@/components/providers/screen-messages';
import { StakeScreen } from './_components/stake-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['payment', 'review', 'stake', 'status', 'ui']}>
      <StakeScreen />
    </ScreenMessages>
  );
}
