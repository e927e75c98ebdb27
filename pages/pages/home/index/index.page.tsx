import { HomeScreen } from './_components/home-screen';
import english from './english-messages';

export default function Page() {
  return <HomeScreen />;
}

Page.englishMessages = english;
