import { HomeScreen } from './_components/home-screen';

export default function Page() {
  return <HomeScreen />;
}
