import { PrivacyPolicyScreen } from './_components/privacy-policy-screen';
import english from './english-messages';

export default function Page() {
  return <PrivacyPolicyScreen />;
}

Page.englishMessages = english;
