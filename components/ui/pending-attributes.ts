import { TAP_PENDING_ATTRIBUTE } from '@/lib/boot/pre-hydration-guard';

/**
 * The attributes of a control that has been tapped and acts as soon as what it needs has come: the
 * look of a tap kept before the app loaded (app/globals.css) and `aria-busy` for screen readers.
 * Spread on any control that is not a `Button` (which takes `pending`).
 */
export function pendingAttributes(pending: boolean): { [TAP_PENDING_ATTRIBUTE]?: ''; 'aria-busy'?: true } {
  return pending ? { [TAP_PENDING_ATTRIBUTE]: '', 'aria-busy': true } : {};
}
