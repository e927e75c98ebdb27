import { ChangePasswordScreen } from './_components/change-password-screen';
import english from './english-messages';

export default function Page() {
  return <ChangePasswordScreen />;
}

Page.englishMessages = english;
