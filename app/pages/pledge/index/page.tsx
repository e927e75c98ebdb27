import { StakeScreen } from './_components/stake-screen';

export default function Page() {
  return <StakeScreen />;
}
