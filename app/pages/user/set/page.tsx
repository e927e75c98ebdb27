import { routeMetadata } from '@/lib/routes/route-metadata';
import { SettingsScreen } from './_components/settings-screen';

export const metadata = routeMetadata('/pages/user/set');

export default function Page() {
  return <SettingsScreen />;
}
