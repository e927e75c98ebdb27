import { ScreenMessages } from '@/components/providers/screen-messages';
import { PrivacyPolicyScreen } from './_components/privacy-policy-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['imagePreview', 'video']}>
      <PrivacyPolicyScreen />
    </ScreenMessages>
  );
}
