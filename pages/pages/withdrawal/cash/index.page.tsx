import { WithdrawCashScreen } from './_components/withdraw-cash-screen';
import english from './english-messages';

export default function Page() {
  return <WithdrawCashScreen />;
}

Page.englishMessages = english;
