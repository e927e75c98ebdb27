import { routeMetadata } from '@/lib/routes/route-metadata';
import { ShareScreen } from './_components/share-screen';

export const metadata = routeMetadata('/pages/user/share');

export default function Page() {
  return <ShareScreen />;
}
