import { ScreenMessages } from '@/components/providers/screen-messages';
import { Suspense } from 'react';
import { FormSkeleton } from '@/components/form/form-skeleton';
import { RegisterScreen } from './_components/register-screen';

export default function Page() {
  // The inviter comes from the query (?c=), known only in the browser.
  return (
    <ScreenMessages
      namespaces={[
        // reach.install travels with the shell already.
        'reach.wallets',
        'reach.desktop',
        'register',
        'settings.language',
        'settings.languages',
        'ui',
        'validation',
        'wallet',
      ]}
    >
      <Suspense fallback={<FormSkeleton fields={4} />}>
        <RegisterScreen />
      </Suspense>
    </ScreenMessages>
  );
}
