import { NotReceivedScreen } from './_components/not-received-screen';
import english from './english-messages';

export default function Page() {
  return <NotReceivedScreen />;
}

Page.englishMessages = english;
