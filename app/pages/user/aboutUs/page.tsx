import { ScreenMessages } from '@/components/providers/screen-messages';
import { AboutUsScreen } from './_components/about-us-screen';

export default function Page() {
  return (
    <ScreenMessages namespaces={['imagePreview', 'video']}>
      <AboutUsScreen />
    </ScreenMessages>
  );
}
