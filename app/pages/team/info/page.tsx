import { ComingSoon } from '@/components/shell/coming-soon';
import { routeMetadata } from '@/lib/routes/route-metadata';

export const metadata = routeMetadata('/pages/team/info');

export default function Page() {
  return <ComingSoon />;
}
