import { LoginScreen } from './_components/login-screen';

export default function Page() {
  return <LoginScreen />;
}
