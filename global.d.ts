import type en from './messages/en.json';
import type { Locale } from './lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en;
    Locale: Locale;
  }
}
