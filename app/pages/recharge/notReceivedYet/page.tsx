import { NotReceivedScreen } from './_components/not-received-screen';

export default function Page() {
  return <NotReceivedScreen />;
}
