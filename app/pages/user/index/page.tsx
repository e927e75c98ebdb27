import { MineScreen } from './_components/mine-screen';

export default function Page() {
  return <MineScreen />;
}
