import { Suspense } from 'react';
import { TeamInfoScreen, TeamInfoSkeleton } from './_components/team-info-screen';

export default function Page() {
  // The member id comes from the query (?id=), known only in the browser.
  return (
    <Suspense fallback={<TeamInfoSkeleton />}>
      <TeamInfoScreen />
    </Suspense>
  );
}
