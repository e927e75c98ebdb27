import { routeMetadata } from '@/lib/routes/route-metadata';
import { TeamScreen } from './_components/team-screen';

export const metadata = routeMetadata('/pages/team/index');

export default function Page() {
  return <TeamScreen />;
}
