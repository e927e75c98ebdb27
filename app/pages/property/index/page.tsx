import { PropertyScreen } from './_components/property-screen';

export default function Page() {
  return <PropertyScreen />;
}
