import { routeMetadata } from '@/lib/routes/route-metadata';
import { MineScreen } from './_components/mine-screen';

export const metadata = routeMetadata('/pages/user/index');

export default function Page() {
  return <MineScreen />;
}
