import { isLocale, type Locale } from '@/lib/i18n/locales';

/** Group and decimal separators of a locale (never read from a float). */
export interface Separators {
  group: string;
  decimal: string;
}

/**
 * The separators Intl gives the app's languages (amount.test.ts checks them against Intl). They are
 * a table rather than read from Intl because the first Intl object a page creates starts ICU: ~25 ms
 * of main thread, ~100–140 ms on a 4×-slowed phone, in the middle of the page's start, and the
 * amounts were the only thing on most screens that needed it.
 */
export const LOCALE_SEPARATORS: Record<Locale, Separators> = {
  en: { group: ',', decimal: '.' },
  'zh-Hant': { group: ',', decimal: '.' },
  vi: { group: '.', decimal: ',' },
};

const separatorCache = new Map<string, Separators>();

/** The app's languages from the table; any other locale read once from Intl. */
export function separatorsOf(locale: string): Separators {
  if (isLocale(locale)) return LOCALE_SEPARATORS[locale];
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  let group = ',';
  let decimal = '.';
  try {
    for (const part of new Intl.NumberFormat(locale).formatToParts(1234567.5)) {
      if (part.type === 'group') group = part.value;
      if (part.type === 'decimal') decimal = part.value;
    }
  } catch {
    // An engine without this locale keeps the English separators.
  }
  const found = { group, decimal };
  separatorCache.set(locale, found);
  return found;
}

export interface AmountFormat {
  /** Decimal places shown: truncated, never rounded, and padded (spec §9: 4). */
  places?: number;
  /** Prefix a "+" on positive values (credits in a record list). */
  signed?: boolean;
}

/** The formatting itself, with the separators given. */
export function formatAmountWith(
  value: string,
  group: string,
  decimal: string,
  places: number,
  signed: boolean,
): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const sign = match[1] ?? '';
  const whole = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').slice(0, places).padEnd(places, '0');
  const nonZero = /[1-9]/.test(whole + fraction);
  const shownSign = sign === '-' ? (nonZero ? '-' : '') : signed && nonZero ? '+' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return shownSign + grouped + (places > 0 ? decimal + fraction : '');
}

/**
 * A decimal string as the API sends it for people: truncated and padded to `places` like every
 * balance of the spec, grouped in thousands with the locale's separators (en/zh-Hant
 * "1,000,000.0000", vi "1.000.000,0000"). Works on the digits, so 30-digit amounts stay exact. A
 * value that is not a decimal number is returned as it came.
 */
export function formatAmount(
  value: string,
  locale: string,
  { places = 4, signed = false }: AmountFormat = {},
): string {
  const { group, decimal } = separatorsOf(locale);
  return formatAmountWith(value, group, decimal, places, signed);
}

/**
 * How far the hero size steps down for a formatted figure (`data-step`, components/ui/amount.tsx),
 * so the longest figure still fits a 320 px card on one line.
 */
export function heroStep(text: string): 'short' | 'wide' | 'long' {
  return text.length > 17 ? 'long' : text.length > 13 ? 'wide' : 'short';
}
