import { RechargeRecords } from './_components/recharge-records';
import english from './english-messages';

export default function Page() {
  return <RechargeRecords />;
}

Page.englishMessages = english;
