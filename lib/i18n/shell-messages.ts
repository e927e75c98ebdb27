import type { MessageKey, MessagePath } from './message-paths';

/**
 * The English the app's frame shows on every screen (bar, tabs, pull-to-refresh, the update
 * prompt, the install hint, the not-found, error and loading views), and the messages of the
 * toasts the shell raises anywhere (a login, a logout). Handed to the root provider by the root
 * layout; each screen's own English comes with its page (components/providers/screen-messages.tsx).
 */
export const SHELL_MESSAGES = [
  'common',
  'nav',
  // Not the app's name and description: the manifest and the page's metadata take them at build time.
  'pwa.updateReady',
  'pwa.restart',
  'pwa.later',
  'pwa.updateFailed',
  'pwa.offlineAction',
  'shell',
  'screenLoad',
  'titles',
  'reach.install',
  'login.success',
  'register.success',
  'mine.logoutSuccess',
  'wallet.accountChanged',
] as const satisfies readonly MessagePath[];

type ShellPath = (typeof SHELL_MESSAGES)[number];

/** A message the shell carries on every screen: the only keys a toast may name. */
export type ShellMessageKey = Extract<MessageKey, ShellPath | `${ShellPath}.${string}`>;
