import { WithdrawalRecordScreen } from './_components/withdrawal-record-screen';
import english from './english-messages';

export default function Page() {
  return <WithdrawalRecordScreen />;
}

Page.englishMessages = english;
