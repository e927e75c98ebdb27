import { RechargeRecords } from './_components/recharge-records';

export default function Page() {
  return <RechargeRecords />;
}
