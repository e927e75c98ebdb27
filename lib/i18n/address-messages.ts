import type { MessagePath } from './message-paths';

/**
 * The English a wallet address shows with (components/ui/address.tsx): its copy button and its
 * long-press menu. For a page that shows an address and needs nothing else of `ui`.
 */
export const ADDRESS_MESSAGES = [
  'ui.address',
  'ui.copyLabel',
  'ui.copied',
  'ui.copyFailed',
  'ui.longPress.copy',
  'ui.longPress.addressTitle',
] as const satisfies readonly MessagePath[];
