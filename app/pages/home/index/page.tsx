import { routeMetadata } from '@/lib/routes/route-metadata';
import { HomeScreen } from './_components/home-screen';

export const metadata = routeMetadata('/pages/home/index');

export default function Page() {
  return <HomeScreen />;
}
