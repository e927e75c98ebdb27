import { atom } from 'jotai';

/** True while a wallet payment is between "asked" and "settled"; the update prompt waits for it. */
export const paymentInProgressAtom = atom(false);
