import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
import { TeamScreen } from './_components/team-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['team', 'ui', ...refusalPaths('remark')]}>
      <TeamScreen />
    </ScreenMessages>
  );
}
