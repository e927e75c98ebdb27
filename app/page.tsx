import { routeMetadata } from '@/lib/routes/route-metadata';
import { LoginScreen } from './pages/login/index/_components/login-screen';

export const metadata = routeMetadata('/');

export default function Page() {
  return <LoginScreen />;
}
