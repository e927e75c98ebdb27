import { ScreenMessages } from '@/components/providers/screen-messages';
import { LOGIN_MESSAGES } from './pages/login/index/_components/login-messages';
import { LoginScreen } from './pages/login/index/_components/login-screen';

/** `/` is the login page (spec §2), as `/pages/login/index` is. */
export default function Page() {
  return (
    <ScreenMessages namespaces={LOGIN_MESSAGES}>
      <LoginScreen />
    </ScreenMessages>
  );
}
