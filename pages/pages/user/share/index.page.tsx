import { ShareScreen } from './_components/share-screen';
import english from './english-messages';

export default function Page() {
  return <ShareScreen />;
}

Page.englishMessages = english;
