import { LoginScreen } from './pages/login/index/_components/login-screen';

export default function Page() {
  return <LoginScreen />;
}
