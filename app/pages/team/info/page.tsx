import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { Suspense } from 'react';
import { TeamInfoScreen, TeamInfoSkeleton } from './_components/team-info-screen';

export default function Page() {
  // The member id comes from the query (?id=), known only in the browser.
  return (
    <ScreenMessages namespaces={['status', 'team', 'ui', ...refusalPaths('remark')]}>
      <Suspense fallback={<TeamInfoSkeleton />}>
        <TeamInfoScreen />
      </Suspense>
    </ScreenMessages>
  );
}
