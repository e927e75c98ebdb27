import { Suspense } from 'react';
import { routeMetadata } from '@/lib/routes/route-metadata';
import { TeamInfoScreen, TeamInfoSkeleton } from './_components/team-info-screen';

export const metadata = routeMetadata('/pages/team/info');

export default function Page() {
  // The member id comes from the query (?id=), known only in the browser.
  return (
    <Suspense fallback={<TeamInfoSkeleton />}>
      <TeamInfoScreen />
    </Suspense>
  );
}
