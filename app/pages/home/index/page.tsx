import { ScreenMessages } from '@/components/providers/screen-messages';
import { HomeScreen } from './_components/home-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['accountHold', 'balanceCard', 'home']}>
      <HomeScreen />
    </ScreenMessages>
  );
}
