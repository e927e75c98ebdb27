import type { MessagePath } from '@/lib/i18n/message-paths';
import { ADDRESS_MESSAGES } from '@/lib/i18n/address-messages';
import { refusalPaths } from '@/lib/i18n/screen-refusals';

/** The English the login screen shows, wherever it is the page (`/` and `/pages/login/index`). */
export const LOGIN_MESSAGES = [
  'login',
  'passwordCheck',
  // reach.install travels with the shell already.
  'reach.wallets',
  'reach.desktop',
  'settings.language',
  'settings.languages',
  // The wallet's address.
  ...ADDRESS_MESSAGES,
  // The login's own checks (choosing a password is Register's).
  'validation.connectWallet',
  'validation.passwordRequired',
  'validation.passwordTooLong',
  'wallet',
  'walletLogin',
  ...refusalPaths('login'),
] as const satisfies readonly MessagePath[];
