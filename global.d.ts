// Next writes next-env.d.ts (git-ignored) on its first build or dev run, and that file is what
// declares CSS modules and static images. Lint and typecheck run before the build on a fresh clone,
// so reference Next's declarations here too.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
import type en from './messages/en.json';
import type { Locale } from './lib/i18n/locales';

declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en;
    Locale: Locale;
  }
}
