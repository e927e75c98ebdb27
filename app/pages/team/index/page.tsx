import { TeamScreen } from './_components/team-screen';

export default function Page() {
  return <TeamScreen />;
}
