import { TeamScreen } from './_components/team-screen';
import english from './english-messages';

export default function Page() {
  return <TeamScreen />;
}

Page.englishMessages = english;
