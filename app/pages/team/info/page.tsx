import { ScreenMessages } from '@/components/providers/screen-messages';
import { Suspense } from 'react';
import { TeamInfoScreen, TeamInfoSkeleton } from './_components/team-info-screen';

export default function Page() {
  // The member id comes from the query (?id=), known only in the browser.
  return (
    <ScreenMessages namespaces={['status', 'team', 'ui']}>
      <Suspense fallback={<TeamInfoSkeleton />}>
        <TeamInfoScreen />
      </Suspense>
    </ScreenMessages>
  );
}
