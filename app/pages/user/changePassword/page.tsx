import { ChangePasswordScreen } from './_components/change-password-screen';

export default function Page() {
  return <ChangePasswordScreen />;
}
