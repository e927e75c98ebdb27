import { WithdrawalRecordScreen } from './_components/withdrawal-record-screen';

export default function Page() {
  return <WithdrawalRecordScreen />;
}
