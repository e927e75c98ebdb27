import { ScreenMessages } from '@/components/providers/screen-messages';
import { SettingsScreen } from './_components/settings-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['mine', 'settings', 'validation']}>
      <SettingsScreen />
    </ScreenMessages>
  );
}
