import { LoginScreen } from './pages/login/index/_components/login-screen';
import english from './pages/login/index/english-messages';

export default function Page() {
  return <LoginScreen />;
}

Page.englishMessages = english;
