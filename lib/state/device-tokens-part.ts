import { lazyPart } from '@/lib/lazy/lazy-part';

/**
 * The device-token store (./device-tokens.ts) is needed only once a login or registration is sent:
 * the login and register screens fetch it when the browser is first idle (`useLazyPart`), so it is
 * in no route's first load and is there by the time the member taps.
 */
export const deviceTokensPart = lazyPart(() => import('./device-tokens'));
