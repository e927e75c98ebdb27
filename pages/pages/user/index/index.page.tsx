import { MineScreen } from './_components/mine-screen';
import english from './english-messages';

export default function Page() {
  return <MineScreen />;
}

Page.englishMessages = english;
