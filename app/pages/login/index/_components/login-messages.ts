import type { MessagePath } from '@/lib/i18n/message-paths';
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
  // The wallet's address: its copy button and long-press menu.
  'ui.address',
  'ui.copyLabel',
  'ui.copied',
  'ui.copyFailed',
  'ui.longPress.copy',
  'ui.longPress.addressTitle',
  'validation',
  'wallet',
  'walletLogin',
  ...refusalPaths('login'),
] as const satisfies readonly MessagePath[];
