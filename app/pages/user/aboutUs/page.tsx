import { routeMetadata } from '@/lib/routes/route-metadata';
import { AboutUsScreen } from './_components/about-us-screen';

export const metadata = routeMetadata('/pages/user/aboutUs');

export default function Page() {
  return <AboutUsScreen />;
}
