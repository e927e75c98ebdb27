import type { MessagePath } from '@/lib/i18n/message-paths';

/** The English the login screen shows, wherever it is the page (`/` and `/pages/login/index`). */
export const LOGIN_MESSAGES = [
  'login',
  // reach.install travels with the shell already.
  'reach.wallets',
  'reach.desktop',
  'settings.language',
  'settings.languages',
  'ui',
  'validation',
  'wallet',
  'walletLogin',
] as const satisfies readonly MessagePath[];
