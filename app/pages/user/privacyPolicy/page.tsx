import { PrivacyPolicyScreen } from './_components/privacy-policy-screen';

export default function Page() {
  return <PrivacyPolicyScreen />;
}
