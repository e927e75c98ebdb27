import { ScreenMessages } from '@/components/providers/screen-messages';
import { MineScreen } from './_components/mine-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['mine', 'ui']}>
      <MineScreen />
    </ScreenMessages>
  );
}
