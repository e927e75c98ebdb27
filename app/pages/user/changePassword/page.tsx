import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { ChangePasswordScreen } from './_components/change-password-screen';

export default function Page() {
  return (
    <ScreenMessages
      namespaces={['changePassword', 'passwordCheck', 'validation', ...refusalPaths('changePassword')]}
    >
      <ChangePasswordScreen />
    </ScreenMessages>
  );
}
