import { ScreenMessages } from '@/components/providers/screen-messages';
import { ShareScreen } from './_components/share-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['share', 'ui']}>
      <ShareScreen />
    </ScreenMessages>
  );
}
