import { HOME_PATH, PROPERTY_PATH } from '@/lib/routes/route-table';

/**
 * What a page asks for before the app's code has come, and where it shows the answer at once. On
 * Home and Property the largest thing on the screen is server data (the first banner, the balance):
 * the head script sends these requests while the HTML is parsed and paints their answers into the
 * screen's placeholders (lib/boot/head/early-answers.ts); the screen's query then takes the same
 * answer once instead of asking again (./early-answer-query.ts). Paths and `auth` are the endpoints'
 * own (checked by ./early-requests.test.ts): this table stays free of the app's code, for the head
 * script.
 */
export interface EarlyRequest {
  /** Endpoint path, e.g. `home/ad`. */
  path: string;
  /** Sent only with a stored session. */
  auth: boolean;
  /** The placeholder (`data-early` slot) its answer is painted into. */
  slot: EarlySlot;
}

export type EarlySlot = 'banner' | 'balance';

export const EARLY_REQUESTS: Readonly<Record<string, readonly EarlyRequest[]>> = {
  [HOME_PATH]: [
    { path: 'home/ad', auth: false, slot: 'banner' },
    { path: 'member/userInfo', auth: true, slot: 'balance' },
  ],
  [PROPERTY_PATH]: [{ path: 'asset/assetInfo', auth: true, slot: 'balance' }],
};

/** The attribute naming a placeholder an early answer is painted into. */
export const EARLY_SLOT_ATTRIBUTE = 'data-early';

export interface EarlyAnswer {
  /** `Accept-Language` and `Authorization` (or '') it was asked with. */
  language: string;
  authorization: string;
  /** `Date.now()` when it was sent. */
  at: number;
  answer: Promise<{ status: number; text: string }>;
}

declare global {
  interface Window {
    __earlyAnswers?: Record<string, EarlyAnswer | undefined>;
  }
}
