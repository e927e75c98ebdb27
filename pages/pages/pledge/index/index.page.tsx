import { StakeScreen } from './_components/stake-screen';
import english from './english-messages';

export default function Page() {
  return <StakeScreen />;
}

Page.englishMessages = english;
