import { AboutUsScreen } from './_components/about-us-screen';
import english from './english-messages';

export default function Page() {
  return <AboutUsScreen />;
}

Page.englishMessages = english;
