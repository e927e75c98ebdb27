import { useQueryParam } from '@/lib/routes/use-route';
import { TeamInfoScreen, TeamInfoSkeleton } from './_components/team-info-screen';
import english from './english-messages';

export default function Page() {
  // The member id comes from the query (?id=), known only in the browser.
  const id = useQueryParam('id');
  return id === undefined ? <TeamInfoSkeleton /> : <TeamInfoScreen idParam={id} />;
}

Page.englishMessages = english;
