import { LoginScreen } from './_components/login-screen';
import english from './english-messages';

export default function Page() {
  return <LoginScreen />;
}

Page.englishMessages = english;
