import { RechargeScreen } from './_components/recharge-screen';
import english from './english-messages';

export default function Page() {
  return <RechargeScreen />;
}

Page.englishMessages = english;
