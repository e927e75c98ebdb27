import { routeMetadata } from '@/lib/routes/route-metadata';
import { LoginScreen } from './_components/login-screen';

export const metadata = routeMetadata('/pages/login/index');

export default function Page() {
  return <LoginScreen />;
}
