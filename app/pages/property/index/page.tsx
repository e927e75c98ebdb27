import { routeMetadata } from '@/lib/routes/route-metadata';
import { PropertyScreen } from './_components/property-screen';

export const metadata = routeMetadata('/pages/property/index');

export default function Page() {
  return <PropertyScreen />;
}
