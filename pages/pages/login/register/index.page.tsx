import { FormSkeleton } from '@/components/form/form-skeleton';
import { useQueryParam } from '@/lib/routes/use-route';
import { RegisterScreen } from './_components/register-screen';
import english from './english-messages';

export default function Page() {
  // The inviter comes from the query (?c=), known only in the browser.
  const inviter = useQueryParam('c');
  return inviter === undefined ? <FormSkeleton fields={4} /> : <RegisterScreen inviterParam={inviter} />;
}

Page.englishMessages = english;
