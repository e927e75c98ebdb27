/**
 * The case rules' data of the app's one voice (docs/style-guide.md), checked by `npm run i18n:check`
 * (./i18n-voice.ts, run from scripts/i18n-drift.ts) on messages/*.json and on the reference
 * server's messages (server/i18n/messages.ts). The glossary's words are in server/i18n/glossary.ts.
 */
/**
 * The spec's own English (docs/style-guide.md): kept verbatim, whatever its case. A message may
 * contain one of these and words of its own ("Minimum Amount: {min}. Enter at least this amount.").
 */
export const SPEC_VERBATIM: readonly string[] = [
  // Page titles and bottom-navigation entries that are not sentence case.
  'Privacy Policy',
  // Status labels.
  'Auditing',
  'Success',
  'Failed',
  'End',
  'Stake',
  'Maturity',
  'Not Open Yet',
  'Recharge Not Received',
  // Validation messages.
  'Please enter the Hash',
  'Minimum Amount:',
  'Maximum Withdrawal Amount:',
  'Minimum Withdrawal Amount:',
  'Insufficient Balance',
  'Insufficient BTCW Wallet Balance',
  'Insufficient Miner Fee',
  // Success messages.
  'Login Successful',
  'Registration Successful',
  'Logout Successful',
  'Purchase Successful',
  'Stake Successful',
  'Recharge Successful',
  'Submission Successful',
  'Modification Successful',
  'Binding Successful',
  // List labels.
  'No Data Available',
  'Load More',
  'No More Data',
];

/**
 * Not the spec's words but kept in the spec's form, each for the reason given: the counterpart of a
 * spec message shown in the same place reads as its pair.
 */
export const SPEC_COUNTERPARTS: readonly string[] = [
  // The bound above the range, under the same field as the spec's "Minimum Amount:".
  'Maximum Amount:',
];

/**
 * Names written as their owners write them (brands: BRAND_NAMES in scripts/i18n-drift.ts): the
 * installed app's name, a page the text sends the reader to, other products' buttons and menu items
 * the reader has to find, and a language's name in that language.
 */
export const KEPT_NAMES: readonly string[] = [
  'BTCW Staking',
  'Home',
  'Safari',
  'Share',
  'Add to Home Screen',
  'Tiếng Việt',
];
