import { formatAmount } from './amount';

/**
 * A whole count (members, devices) grouped in thousands with the locale's separators, from the same
 * table as the amounts, so a screen that shows counts does not start ICU while it loads.
 */
export function formatCount(value: number, locale: string): string {
  return formatAmount(String(Math.trunc(value)), locale, { places: 0 });
}
