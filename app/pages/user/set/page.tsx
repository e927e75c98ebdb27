import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { SettingsScreen } from './_components/settings-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['mine', 'settings', 'validation', ...refusalPaths('bindInviter')]}>
      <SettingsScreen />
    </ScreenMessages>
  );
}
