import type { Messages } from 'next-intl';
import type { MessagePath } from './message-paths';

type Reason = keyof Messages['refusals'];

/**
 * The platform refusals (the envelope's `reason`) each form may keep on screen once its own checks
 * have passed (a missing or malformed field never reaches the platform). Their English travels with
 * the page (other languages are whole catalogs), so a refusal on screen is worded again when the
 * language is switched (components/form/use-refusal.ts). A reason left out still shows, in the
 * platform's words, in the language it was asked in.
 */
const SCREEN_REFUSALS = {
  login: ['loginFailed', 'accountNotRegistered'],
  register: ['alreadyRegistered', 'inviterNotFound', 'inviterSelf'],
  changePassword: ['wrongOldPassword', 'passwordUnchanged'],
  bindInviter: [
    'inviterNotFound',
    'inviterSelf',
    'inviterAlreadyBound',
    'rootHasNoInviter',
    'inviterInOwnCommunity',
  ],
  remark: ['remarkInvalidChars', 'remarkMarkup', 'memberNotFound'],
  buy: ['insufficientBalance', 'productNotOpen', 'daysNotOffered', 'soldOut', 'accountHeld'],
  release: ['nothingToRelease'],
  // The amount's refusals are worded again by the form's own check; a held account by its banner.
  withdraw: ['wrongPassword'],
  manualRecharge: [
    'txHashUsed',
    'txBlockHash',
    'txReverted',
    'txWrongRecipient',
    'txWrongSender',
    'txWrongValue',
    'txNotFound',
    'transferNotFound',
    'chainUnavailable',
  ],
} as const satisfies Record<string, readonly Reason[]>;

/** The message paths of a form's refusals, for its page's `ScreenMessages`. */
export function refusalPaths(form: keyof typeof SCREEN_REFUSALS): MessagePath[] {
  return SCREEN_REFUSALS[form].map((reason): MessagePath => `refusals.${reason}`);
}
