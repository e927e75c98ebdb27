import { ScreenMessages } from '@/components/providers/screen-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';
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
        'passwordCheck',
        'register',
        'settings.language',
        'settings.languages',
        'ui',
        'validation',
        'wallet',
        ...refusalPaths('register'),
      ]}
    >
      <Suspense fallback={<FormSkeleton fields={4} />}>
        <RegisterScreen />
      </Suspense>
    </ScreenMessages>
  );
}
