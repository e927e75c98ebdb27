import { WithdrawCashScreen } from './_components/withdraw-cash-screen';

export default function Page() {
  return <WithdrawCashScreen />;
}
