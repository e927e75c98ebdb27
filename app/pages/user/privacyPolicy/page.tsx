import { routeMetadata } from '@/lib/routes/route-metadata';
import { PrivacyPolicyScreen } from './_components/privacy-policy-screen';

export const metadata = routeMetadata('/pages/user/privacyPolicy');

export default function Page() {
  return <PrivacyPolicyScreen />;
}
