export const LOCALES = ['en', 'zh-Hant', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Spec §4/§9: any Chinese (zh, zh-Hans, zh-Hant, zh-CN, zh-TW…) → zh-Hant, vi → vi, otherwise English. */
export function detectLocale(browserLanguages: readonly string[]): Locale {
  const first = browserLanguages[0]?.toLowerCase() ?? '';
  if (first === 'zh' || first.startsWith('zh-')) return 'zh-Hant';
  if (first === 'vi' || first.startsWith('vi-')) return 'vi';
  return DEFAULT_LOCALE;
}
