import { Suspense } from 'react';
import { routeMetadata } from '@/lib/routes/route-metadata';
import { DelayedLoading } from '@/components/shell/delayed-loading';
import { TeamInfoScreen } from './_components/team-info-screen';

export const metadata = routeMetadata('/pages/team/info');

export default function Page() {
  // The member id comes from the query (?id=), known only in the browser.
  return (
    <Suspense fallback={<DelayedLoading />}>
      <TeamInfoScreen />
    </Suspense>
  );
}
