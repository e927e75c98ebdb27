import { routeMetadata } from '@/lib/routes/route-metadata';
import { ChangePasswordScreen } from './_components/change-password-screen';

export const metadata = routeMetadata('/pages/user/changePassword');

export default function Page() {
  return <ChangePasswordScreen />;
}
