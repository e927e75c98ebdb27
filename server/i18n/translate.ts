import type { Locale } from '@/lib/i18n/locales';
import { catalogues, type MessageKey } from './messages';

export type MessageParams = Readonly<Record<string, string | number>>;

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

/** "30 seconds", "2 minutes": rounded up so the user never retries too early. */
export function formatWait(locale: Locale, milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  if (seconds < 120) {
    return seconds === 1
      ? translate(locale, 'durationSecond')
      : translate(locale, 'durationSeconds', { count: seconds });
  }
  return translate(locale, 'durationMinutes', { count: Math.ceil(seconds / 60) });
}
