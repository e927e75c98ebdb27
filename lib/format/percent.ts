import { rateToPercent } from '@/lib/money/rates';
import { separatorsOf } from './amount';

/**
 * A rate ("0.0015") as the percent figure people read, exact, with the locale's decimal sign: en and
 * zh-Hant "0.15", vi "0,15" — the same sign as the amounts beside it. The "%" stays with the words
 * around it (the messages, or the screen).
 */
export function formatPercent(rate: string, locale: string): string {
  return rateToPercent(rate).replace('.', separatorsOf(locale).decimal);
}
