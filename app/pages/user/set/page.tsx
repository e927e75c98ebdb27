import { SettingsScreen } from './_components/settings-screen';

export default function Page() {
  return <SettingsScreen />;
}
