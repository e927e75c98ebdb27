import { ShareScreen } from './_components/share-screen';

export default function Page() {
  return <ShareScreen />;
}
