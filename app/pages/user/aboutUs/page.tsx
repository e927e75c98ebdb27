import { AboutUsScreen } from './_components/about-us-screen';

export default function Page() {
  return <AboutUsScreen />;
}
