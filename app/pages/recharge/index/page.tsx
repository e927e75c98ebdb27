import { RechargeScreen } from './_components/recharge-screen';

export default function Page() {
  return <RechargeScreen />;
}
