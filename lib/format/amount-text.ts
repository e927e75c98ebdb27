import { formatAmount } from './amount';

/**
 * An amount inside a sentence ("Minimum Withdrawal Amount: 10.0000 BTCW"): formatted exactly as the
 * Amount component shows it, with its unit, so a bound reads the same in a hint, an error and a card.
 */
export function amountText(value: string, locale: string, unit = 'BTCW'): string {
  return `${formatAmount(value, locale)} ${unit}`;
}
