import { ScreenMessages } from '@/components/providers/screen-messages';
import { TeamScreen } from './_components/team-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['team', 'ui']}>
      <TeamScreen />
    </ScreenMessages>
  );
}
