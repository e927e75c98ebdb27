import { ScreenMessages } from '@/components/providers/screen-messages';
import { LoginScreen } from './_components/login-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['login', 'reach', 'ui', 'validation', 'wallet', 'walletLogin']}>
      <LoginScreen />
    </ScreenMessages>
  );
}
