import { routeMetadata } from '@/lib/routes/route-metadata';
import { NotReceivedScreen } from './_components/not-received-screen';

export const metadata = routeMetadata('/pages/recharge/notReceivedYet');

export default function Page() {
  return <NotReceivedScreen />;
}
