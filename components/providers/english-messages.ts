// The English the app shell shows on every screen, and the keys of toasts it can raise anywhere.
import { englishMessages } from '@/lib/i18n/pick-english';

export default englishMessages(
  'common',
  'nav',
  'pwa',
  'shell',
  'titles',
  'login.success',
  'register.success',
  'mine.logoutSuccess',
  'wallet.accountChanged',
);
