import { SettingsScreen } from './_components/settings-screen';
import english from './english-messages';

export default function Page() {
  return <SettingsScreen />;
}

Page.englishMessages = english;
