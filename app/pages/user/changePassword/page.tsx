import { ScreenMessages } from '@/components/providers/screen-messages';
import { ChangePasswordScreen } from './_components/change-password-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['changePassword', 'validation']}>
      <ChangePasswordScreen />
    </ScreenMessages>
  );
}
