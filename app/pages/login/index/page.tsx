import { ScreenMessages } from '@/components/providers/screen-messages';
import { LOGIN_MESSAGES } from './_components/login-messages';
import { LoginScreen } from './_components/login-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={LOGIN_MESSAGES}>
      <LoginScreen />
    </ScreenMessages>
  );
}
